package battleledger.kernel.spell;

import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.EndSpell;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.RulingCommand.ApplyCondition;
import battleledger.kernel.event.AttackEvent.AttackRolled;
import battleledger.kernel.event.SpellEvent.EffectEnded;
import battleledger.kernel.event.VitalsEvent.DamageDealt;
import battleledger.kernel.model.Condition;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.state.ActiveEffect;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.support.Events.first;
import static battleledger.kernel.support.Events.none;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 001 › Magic › Duration (rounds, minutes, until dispelled, concentration; ending one's own spell as an action) and
 * Combining Magical Effects (stacking; order of operations).
 */
class DurationsAndStackingTest {

    /** Cara and Dana, clerics; Wren, a wizard; an orc, in that initiative order. */
    static Scene shrine() {
        return Scene.of(Creature.named("cara").cleric(3, "shield-of-faith", "protection-from-elements"),
                Creature.named("dana").cleric(3, "shield-of-faith", "protection-from-elements"),
                Creature.named("wren").ac(12).hp(30).wizard(5, "shield", "feather-fall", "lightning-rift"),
                Creature.named("orc").side("orcs").monster().hp(30).str(10).sword("1d8"));
    }

    static final CastSpell FAITH_ON_WREN = CastSpell.at("cara", "shield-of-faith", List.of("wren"));

    static List<String> spells(EncounterState s) {
        return s.battle().effects().stream().map(ActiveEffect::spell).toList();
    }

    static Scene endTurns(Scene s, String... actors) {
        Scene out = s;
        for (String a : actors) {
            out = out.then(new EndTurn(a));
        }
        return out;
    }

    @Test
    @DisplayName("001 › Magic › Combining Magical Effects › Stacking: the same spell twice gives only its highest bonus; different spells add")
    void theSameSpellDoesNotStackButDifferentSpellsAdd() {
        Scene blessed = shrine().then(FAITH_ON_WREN).then(new EndTurn("cara"))
                .then(CastSpell.at("dana", "shield-of-faith", List.of("wren"))).then(new EndTurn("dana"))
                .then(new EndTurn("wren")).then(new Move("orc", 5, List.of(), List.of("wren"), false));
        blessed.when(new Attack("orc", "wren", "sword", null, false, null), 10, 1).then(events -> {
            AttackRolled a = first(events, AttackRolled.class);
            assertThat(a.acModifiers()).extracting(Modifier::source, Modifier::value)
                    .containsExactly(org.assertj.core.groups.Tuple.tuple("Shield of Faith", 2));
            assertThat(a.hit()).isFalse(); // 10 + 0 + 2 = 12 against 12 + 2
        });
        // Wren adds her shield, a different spell, as a reaction: +2 and +5, in the order they were cast
        blessed.then(CastSpell.at("wren", "shield", List.of()))
                .when(new Attack("orc", "wren", "sword", null, false, null), 18, 1).then(events ->
                        assertThat(first(events, AttackRolled.class).acModifiers()).extracting(Modifier::source,
                                Modifier::value).containsExactly(org.assertj.core.groups.Tuple.tuple("Shield of Faith", 2),
                                org.assertj.core.groups.Tuple.tuple("Shield", 5)));
    }

    @Test
    @DisplayName("001 › Magic › Combining Magical Effects › Stacking and Order of Operations: two protections from fire halve the damage once")
    void twoProtectionsFromTheSameSpellHalveOnce() {
        Scene.of(Creature.named("cara").cleric(5, "protection-from-elements"),
                        Creature.named("dana").cleric(5, "protection-from-elements"),
                        Creature.named("wren").hp(30).wizard(5, "fireball"))
                .then(new Move("cara", 5, List.of(), List.of("dana"), false))
                .then(CastSpell.at("cara", "protection-from-elements", List.of("dana")).withMode("fire"))
                .then(new EndTurn("cara"))
                .then(CastSpell.at("dana", "protection-from-elements", List.of("dana")).withMode("fire"))
                .then(new EndTurn("dana"))
                .when(CastSpell.at("wren", "fireball", List.of("dana")), 3, 3, 3, 3, 3, 3, 3, 3, 1).then(events -> {
                    DamageDealt d = first(events, DamageDealt.class);
                    assertThat(d.amount()).isEqualTo(12); // 24 halved once, not quartered
                    assertThat(d.adjustments()).extracting(Modifier::source)
                            .containsExactly("resistance to fire (Protection from Elements)");
                });
    }

    @Test
    @DisplayName("001 › Magic › Duration: shield lasts until the start of its caster's next turn")
    void shieldEndsAtTheStartOfItsCastersNextTurn() {
        Scene shielded = shrine().then(new EndTurn("cara")).then(new EndTurn("dana")).then(new EndTurn("wren"))
                .then(CastSpell.at("wren", "shield", List.of()));
        assertThat(spells(shielded.state())).containsExactly("shield");
        shielded.when(new EndTurn("orc")).then(events -> assertThat(none(events, EffectEnded.class)).isTrue());
        endTurns(shielded, "orc", "cara").when(new EndTurn("dana")).then(events ->
                assertThat(first(events, EffectEnded.class).reason()).isEqualTo("its duration is over"))
                .thenState(s -> assertThat(spells(s)).isEmpty());
    }

    @Test
    @DisplayName("001 › Magic › Duration: a one-minute spell lasts ten rounds; a spell until dispelled stays")
    void aMinuteIsTenRoundsAndUntilDispelledLasts() {
        Scene s = shrine().beforeCombat(CastSpell.at("wren", "lightning-rift", List.of()))
                .then(new EndTurn("cara")).then(new EndTurn("dana"))
                .then(CastSpell.at("wren", "feather-fall", List.of("wren")));
        for (int round = 1; round < 11; round++) {
            s = endTurns(s, "wren", "orc", "cara");
            assertThat(spells(s.state())).as("round " + (round + 1)).contains("feather-fall");
            s = s.then(new EndTurn("dana"));
        }
        assertThat(s.state().battle().round()).isEqualTo(11);
        assertThat(spells(s.state())).containsExactly("lightning-rift");
    }

    @Test
    @DisplayName("001 › Magic › Duration › Concentration: a new concentration spell ends the old one")
    void concentratingOnANewSpellEndsTheOld() {
        endTurns(shrine().then(FAITH_ON_WREN), "cara", "dana", "wren", "orc")
                .when(CastSpell.at("cara", "shield-of-faith", List.of("cara")).atLevel(2))
                .then(events -> assertThat(first(events, EffectEnded.class).reason())
                        .isEqualTo("its caster concentrates on Shield of Faith now"))
                .thenState(s -> assertThat(s.battle().effects()).extracting(ActiveEffect::targets)
                        .containsExactly(List.of("cara")));
    }

    @Test
    @DisplayName("001 › Magic › Duration › Concentration: a caster who cannot act stops concentrating")
    void anIncapacitatedCasterLosesConcentration() {
        shrine().then(FAITH_ON_WREN)
                .when(new ApplyCondition("cara", Condition.STUNNED, null))
                .then(events -> assertThat(first(events, EffectEnded.class).reason())
                        .isEqualTo("its caster can no longer concentrate"))
                .thenState(s -> assertThat(spells(s)).isEmpty());
    }

    @Test
    @DisplayName("001 › Magic › Duration: \"As an action, you can end a spell that you have cast\" — only your own")
    void aCasterEndsItsOwnSpellAsAnAction() {
        Scene s = shrine().then(FAITH_ON_WREN);
        String effect = s.state().battle().effects().get(0).id();
        s.then(new EndTurn("cara")).when(new EndSpell("dana", effect)).thenRejectedWith("not-your-spell");
        s.when(new EndSpell("cara", effect)).thenRejectedWith("action-used");
        endTurns(s, "cara", "dana", "wren", "orc").when(new EndSpell("cara", effect))
                .then(events -> assertThat(first(events, EffectEnded.class).reason()).isEqualTo("ended by its caster"))
                .thenState(st -> {
                    assertThat(spells(st)).isEmpty();
                    assertThat(st.battle().economy().actionUsed()).isTrue();
                });
    }
}

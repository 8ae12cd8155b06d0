package battleledger.kernel.sequence;

import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.Contingent;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.DeclareReaction;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.IntentCommand.Ready;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.SequenceEvent.ActionCancelled;
import battleledger.kernel.event.SequenceEvent.DeclarationsClosed;
import battleledger.kernel.event.SequenceEvent.SequenceClosed;
import battleledger.kernel.event.SequenceEvent.SequenceOpened;
import battleledger.kernel.event.SpellEvent.SpellFizzled;
import battleledger.kernel.event.TurnEvent.ReactionOffered;
import battleledger.kernel.event.VitalsEvent.LifeChanged;
import battleledger.kernel.model.Life;
import battleledger.kernel.model.Trigger;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.support.Events.all;
import static battleledger.kernel.support.Events.first;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 002 › Sequences, the first example: "Teresa, Timmon and a hobgoblin are in combat. Timmon is guarding Teresa and
 * has readied an action to attack anyone who attacks her. The hobgoblin has readied an action to attack any
 * spellcaster. Teresa's initiative comes up, and she casts magic missile at the hobgoblin. The hobgoblin takes its
 * ready action and begins its attack on Teresa. Timmon takes his ready action to attack the hobgoblin. Now the
 * actions are resolved: Timmon attacks and kills the hobgoblin. The hobgoblin, now dead, can't act. Teresa loses her
 * spell not because she was hurt but because the target is dead (she can't change targets after the sequence has
 * been set)."
 */
class DuskExampleOneTest {

    static Scene teresaCastsMagicMissile() {
        return readied(Scene.of(Creature.named("timmon").str(16).sword("1d8"),
                Creature.named("hobgoblin").side("goblins").monster().ac(14).hp(7).sword("1d8"),
                Creature.named("teresa").hp(27).wizard(5, "magic-missile")));
    }

    /** Timmon beside the hobgoblin, the hobgoblin beside Teresa, each with its attack readied as the example tells. */
    static Scene readied(Scene table) {
        return table.then(new Move("timmon", 5, List.of(), List.of("hobgoblin"), false))
                .then(new Ready("timmon", new Trigger("AttackDeclared", null, new Trigger.Who(null, "teresa"), null),
                        new Attack("timmon", "$trigger", "sword", null, false, null)))
                .then(new EndTurn("timmon"))
                .then(new Move("hobgoblin", 5, List.of(), List.of("teresa"), false))
                .then(new Ready("hobgoblin", new Trigger("SpellBegun", new Trigger.Who("enemy", null), null, null),
                        new Attack("hobgoblin", "$trigger", "sword", null, false, null)))
                .then(new EndTurn("hobgoblin"));
    }

    static final CastSpell MAGIC_MISSILE = CastSpell.at("teresa", "magic-missile",
            List.of("hobgoblin", "hobgoblin", "hobgoblin"));

    @Test
    @DisplayName("002 › Stages of Spellcasting › Begin the spell: a spell begun opens a sequence when a readied action "
            + "answers it")
    void theSpellOpensASequenceAndTheHobgoblinIsAsked() {
        teresaCastsMagicMissile().when(MAGIC_MISSILE).then(events -> {
            assertThat(first(events, SequenceOpened.class).trigger()).isEqualTo("Teresa begins Magic Missile");
            assertThat(all(events, ReactionOffered.class)).extracting(ReactionOffered::reactor)
                    .containsExactly("hobgoblin");
        }).thenState(s -> {
            assertThat(s.battle().sequence().declarations()).hasSize(1);
            assertThat(s.battle().offers()).hasSize(1);
        });
        teresaCastsMagicMissile().then(MAGIC_MISSILE).when(new EndTurn("teresa"))
                .thenRejectedWith("awaiting-reaction");
    }

    @Test
    @DisplayName("002 › Sequences: the hobgoblin's declared attack is a trigger point for Timmon")
    void theHobgoblinsAttackIsItselfATriggerPoint() {
        teresaCastsMagicMissile().then(MAGIC_MISSILE).when(new DeclareReaction("hobgoblin", null, null))
                .then(events -> assertThat(all(events, ReactionOffered.class)).extracting(ReactionOffered::reactor)
                        .containsExactly("timmon"));
    }

    @Test
    @DisplayName("002 › Sequences: resolved in reverse order — Timmon kills the hobgoblin, which cannot act, and "
            + "Teresa's spell is lost because its target is dead")
    void timmonKillsTheHobgoblinWhoseAttackIsCancelledAndTeresasSpellFizzles() {
        teresaCastsMagicMissile().then(MAGIC_MISSILE).then(new DeclareReaction("hobgoblin", null, null))
                .when(new DeclareReaction("timmon", null, null), 15, 6).then(events -> {
                    DeclarationsClosed closed = first(events, DeclarationsClosed.class);
                    assertThat(closed.order()).hasSize(3);
                    List<String> order = events.stream().map(EncounterEvent::getClass).map(Class::getSimpleName)
                            .filter(n -> List.of("AttackRolled", "ActionCancelled", "SpellFizzled").contains(n))
                            .toList();
                    assertThat(order).containsExactly("AttackRolled", "ActionCancelled", "SpellFizzled");
                    assertThat(first(events, LifeChanged.class).combatant()).isEqualTo("hobgoblin");
                    assertThat(first(events, LifeChanged.class).to()).isEqualTo(Life.DEAD);
                    assertThat(first(events, ActionCancelled.class).actor()).isEqualTo("hobgoblin");
                    SpellFizzled lost = first(events, SpellFizzled.class);
                    assertThat(lost.caster()).isEqualTo("teresa");
                    assertThat(lost.slot()).isEqualTo(1); // the spell is lost, the slot spent
                    assertThat(first(events, SequenceClosed.class)).isNotNull();
                }).thenState(s -> {
                    assertThat(s.battle().sequence()).isNull();
                    assertThat(s.battle().combatant("teresa").hp()).isEqualTo(27); // not hurt
                    assertThat(s.battle().combatant("teresa").casting().used(1)).isEqualTo(1);
                    assertThat(s.battle().combatant("timmon").stance().readied()).isNull();
                    assertThat(s.battle().combatant("timmon").reactionAvailable()).isFalse();
                });
    }

    @Test
    @DisplayName("002 › Sequences: a variant — Timmon's blow takes the hobgoblin under 20, its contingency teleports it"
            + " miles away, and its declared sword attack on Teresa is cancelled: a spell goes on from where its caster"
            + " went, a sword does not")
    void anAttackerTeleportedAwayBeforeItsAttackResolvesStrikesNothing() {
        Scene s = readied(Scene.of(Creature.named("timmon").str(16).sword("1d8"),
                        Creature.named("hobgoblin").side("goblins").monster().ac(14).hp(25).sword("1d8")
                                .wizard(11, "contingency", "teleport"),
                        Creature.named("teresa").hp(27).wizard(5, "magic-missile"))
                .beforeCombat(CastSpell.at("hobgoblin", "contingency", List.of()).holding(new Contingent("teleport",
                        null, null, new Trigger("HitPointsBelow", new Trigger.Who("self", null), null, 20)))))
                .then(MAGIC_MISSILE).then(new DeclareReaction("hobgoblin", null, null));
        // Timmon hits (15 + 5 against 14) for 1d8 = 6 + 3: 25 → 16, under 20
        s.when(new DeclareReaction("timmon", null, null), 15, 6).then(events -> {
            List<String> order = events.stream().map(EncounterEvent::getClass).map(Class::getSimpleName)
                    .filter(n -> List.of("AttackRolled", "Teleported", "ActionCancelled", "SpellFizzled").contains(n))
                    .toList();
            assertThat(order).containsExactly("AttackRolled", "Teleported", "ActionCancelled", "SpellFizzled");
            assertThat(first(events, ActionCancelled.class).actor()).isEqualTo("hobgoblin");
            assertThat(first(events, ActionCancelled.class).reason()).contains("gone");
        }).thenState(st -> assertThat(st.battle().combatant("teresa").hp()).isEqualTo(27));
    }
}

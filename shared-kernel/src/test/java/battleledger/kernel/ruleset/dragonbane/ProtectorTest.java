package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.audit.Verifier;
import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.Defend;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.PassReaction;
import battleledger.kernel.command.RulingCommand.OverrideRoll;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.command.TimelineCommand.Undo;
import battleledger.kernel.event.AttackEvent.AttackBaned;
import battleledger.kernel.event.AttackEvent.DefenceRolled;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.SpellEvent.SpellCastWithWillpower;
import battleledger.kernel.event.VitalsEvent.DamageDealt;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Mage;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.model.Situation;
import battleledger.kernel.model.StatBlock;
import battleledger.kernel.narration.Narrator;
import battleledger.kernel.support.Fixtures;
import battleledger.kernel.support.GivenWhenThen;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static battleledger.kernel.ruleset.dragonbane.AreaDodgeTest.all;
import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Protector, the reaction spell of the {@link Grimoire} ("an attack about to strike the mage or an ally within 10 m
 * gets a bane"), cast while a blow that struck home awaits its target's parry or dodge (004 › Casting Time: reaction
 * spells "are performed outside your own turn" and "do not replace your regular action"). Vera (card 1, a mage of
 * the heroes, Elementalism 14) knows Protector and the fireball; the orc (card 2, swords 12) swings at Grimsa (card
 * 3, swords 14) or at Vera; Ulg (card 4), the orcs' shaman, knows Protector too. The bane: the orc rolls one more d20
 * and keeps the worse (Dragonbane core rules › Boons and Banes).
 */
class ProtectorTest {

    static final Situation NEAR = new Situation(null, 5, false, null);

    private static StatBlock mage(String id, String side, int wp) {
        List<String> spells = List.of("fireball", "protector");
        return new StatBlock(id, id, side, null, 0, 0, 12, 10, null, null,
                List.of(new AttackProfile("staff", "staves", 0, "1d8", "bludgeoning", 5, null)),
                spells, null, null, null, null, false, false, 0, null, null, null,
                Map.of("str", 10, "con", 12, "agl", 13, "int", 14, "wil", 12, "cha", 10),
                Map.of("elementalism", 14, "staves", 10, "evade", 8), wp, 0,
                new Mage("elementalism", spells, true, null, null, null, null));
    }

    /** Vera, the orc, Grimsa and Ulg, in that order of the cards; Vera has {@code wp} WP. */
    static GivenWhenThen table(int wp, Integer... dice) {
        CreateEncounter create = new CreateEncounter("ford", "Ambush at the ford", RulesetId.DRAGONBANE, 42,
                EncounterOptions.defaults().withDice(EncounterOptions.DiceOptions.scripted(
                        DragonbaneEncounterTest.script(dice))));
        return given(Fixtures.history(create, new AddCombatant(mage("vera", "heroes", wp)),
                new AddCombatant(DragonbaneEncounterTest.orc()), new AddCombatant(DragonbaneEncounterTest.grimsa()),
                new AddCombatant(mage("ulg", "orcs", 6)), new StartCombat(List.of(), List.of())));
    }

    /** On the orc's turn, its broadsword struck {@code target} home: the blow awaits the parry or dodge. */
    private static GivenWhenThen struck(String target, int wp, Integer... dice) {
        return table(wp, dice).when("vera", new EndTurn("vera")).andThen()
                .when("orc", new Attack("orc", target, "broadsword", null, false, NEAR)).andThen();
    }

    static CastSpell protector(String caster, List<String> targets, Integer meters) {
        return new CastSpell(caster, "protector", null, null, targets, null,
                meters == null ? null : new Situation(null, meters, false, null), false, null, null, null, null,
                null, null);
    }

    private static <T> T one(List<EncounterEvent> events, Class<T> type) {
        List<T> found = all(events, type);
        assertThat(found).as(type.getSimpleName()).hasSize(1);
        return found.get(0);
    }

    @Test
    @DisplayName("004 › Casting Time: while the orc's blow at Grimsa awaits her parry or dodge, Vera casts Protector as a reaction; the orc's one more d20 is a 17, the worse of it and its 9 misses, the offer is withdrawn and no harm is done")
    void protectorTurnsAHitIntoAMiss() {
        // the orc's attack 9 (swords 12) hits; Vera's casting roll 3 (Elementalism 14) succeeds; the bane's d20 17
        GivenWhenThen struck = struck("grimsa", 10, 9, 3, 17);
        assertThat(struck.state().battle().offers()).as("the blow awaits Grimsa's defence").hasSize(1);
        GivenWhenThen protectedNow = struck.when("vera", protector("vera", List.of(), 4)).then(events -> {
            SpellCastWithWillpower cast = one(events, SpellCastWithWillpower.class);
            assertThat(cast.succeeded()).isTrue();
            assertThat(cast.usesAction()).as("a reaction spell outside her turn").isFalse();
            assertThat(cast.wpSpent()).isEqualTo(2);
            AttackBaned bane = one(events, AttackBaned.class);
            assertThat(bane.caster()).isEqualTo("vera");
            assertThat(bane.attacker()).isEqualTo("orc");
            assertThat(bane.target()).as("the one the blow struck, named for her").isEqualTo("grimsa");
            assertThat(bane.attackDie()).isEqualTo(9);
            assertThat(bane.roll().roller()).as("the attacker rolls the bane's die").isEqualTo("orc");
            assertThat(bane.roll().dice()).containsExactly(17);
            assertThat(bane.roll().kept()).containsExactly(17);
            assertThat(bane.roll().against()).isEqualTo(12);
            assertThat(bane.roll().outcome()).isEqualTo("failure");
            assertThat(bane.hit()).isFalse();
            assertThat(bane.rule()).isEqualTo("Dragonbane core rules › Boons and Banes");
            assertThat(all(events, DamageDealt.class)).isEmpty();
        }).andThen();
        AttackBaned bane = all(protectedNow.history(), AttackBaned.class).get(0);
        assertThat(Narrator.narrate(struck.state().battle(), bane).text()).isEqualTo("vera's protector puts a bane"
                + " on orc's blow with broadsword at grimsa: one more d20, the worse of it and the 9 kept, 1d20 (17)"
                + " = 17 against 12: failure — the blow now misses: no parry or dodge is needed, and no harm is done.");
        var battle = protectedNow.state().battle();
        assertThat(battle.offers()).as("the defence offer is withdrawn").isEmpty();
        assertThat(battle.combatant("grimsa").hp()).isEqualTo(14);
        assertThat(battle.combatant("vera").casting().will().spent()).isEqualTo(2);
        assertThat(battle.turn()).isEqualTo("orc");
        protectedNow.when("grimsa", new Defend("grimsa", "parry", "broadsword"))
                .thenRejectedWith("no-reaction-offered");
        protectedNow.when("orc", new EndTurn("orc")).then(events -> assertThat(events).isNotEmpty());
        assertThat(Verifier.verify(protectedNow.history()).verified()).as("replayed, it decides the same").isTrue();
    }

    @Test
    @DisplayName("Dragonbane core rules › Boons and Banes: Vera's Protector on the blow at herself rolls a 4, the orc's 9 stands, and the blow still awaits her answer; she lets it pass and it lands")
    void aHitThatSurvivesTheBaneStillAwaitsTheDefence() {
        // attack 9 hits; casting 5; the bane's d20 4 (the 9 is worse); 2d6: 3 + 4
        GivenWhenThen stillStruck = struck("vera", 10, 9, 5, 4, 3, 4)
                .when("vera", protector("vera", List.of("vera"), null)).then(events -> {
                    AttackBaned bane = one(events, AttackBaned.class);
                    assertThat(bane.roll().dice()).containsExactly(4);
                    assertThat(bane.roll().kept()).containsExactly(9);
                    assertThat(bane.roll().outcome()).isEqualTo("success");
                    assertThat(bane.hit()).isTrue();
                    assertThat(all(events, DamageDealt.class)).isEmpty();
                }).andThen();
        assertThat(stillStruck.state().battle().offers()).singleElement().satisfies(o -> {
            assertThat(o.reactor()).isEqualTo("vera");
            assertThat(o.harm().source()).isEqualTo("broadsword");
        });
        stillStruck.when("orc", new EndTurn("orc")).thenRejectedWith("awaiting-reaction");
        stillStruck.when("vera", new PassReaction("vera"))
                .then(events -> assertThat(one(events, DamageDealt.class).amount()).isEqualTo(7));
    }

    @Test
    @DisplayName("Dragonbane core rules › Dragons and Demons: Protector's bane turns the orc's Dragon into a plain hit (the 5 is kept), so Grimsa's parry of 5 holds where only a Dragon would have")
    void theBaneCanTakeAwayADragon() {
        GivenWhenThen struck = struck("grimsa", 10, 1, 3, 5, 5);
        assertThat(struck.state().battle().offers().get(0).harm().dragon()).isTrue();
        GivenWhenThen baned = struck.when("vera", protector("vera", List.of("grimsa"), 6)).then(events -> {
            AttackBaned bane = one(events, AttackBaned.class);
            assertThat(bane.hit()).isTrue();
            assertThat(bane.dragon()).isFalse();
        }).andThen();
        assertThat(baned.state().battle().offers().get(0).harm().dragon()).as("a Dragon no more").isFalse();
        baned.when("grimsa", new Defend("grimsa", "parry", "broadsword")).then(events -> {
            assertThat(one(events, DefenceRolled.class).held()).isTrue();
            assertThat(all(events, DamageDealt.class)).isEmpty();
        });
    }

    @Test
    @DisplayName("004 › Casting Time: reaction spells \"do not replace your regular action ... you can cast as many of them as you want\": Vera casts Protector twice on the same blow, the second bane (18) making it miss; 4 WP spent")
    void twoBanesOnOneBlow() {
        GivenWhenThen once = struck("grimsa", 10, 9, 3, 4, 6, 18).when("vera", protector("vera", List.of(), 4))
                .then(events -> assertThat(one(events, AttackBaned.class).hit()).isTrue()).andThen();
        GivenWhenThen twice = once.when("vera", protector("vera", List.of(), 4)).then(events -> {
            AttackBaned second = one(events, AttackBaned.class);
            assertThat(second.attackDie()).as("the die the first bane left").isEqualTo(9);
            assertThat(second.roll().kept()).containsExactly(18);
            assertThat(second.hit()).isFalse();
        }).andThen();
        assertThat(twice.state().battle().offers()).isEmpty();
        assertThat(twice.state().battle().combatant("vera").casting().will().spent()).isEqualTo(4);
    }

    @Test
    @DisplayName("DESIGN › Undo, redo, revoke: Protector's miss undone, the blow awaits Grimsa's defence again; the GM's override of the bane's die (3) decides the cast again, and the blow still hits")
    void theBaneIsUndoneAndOverridden() {
        GivenWhenThen protectedNow = struck("grimsa", 10, 9, 3, 17, 3, 4)
                .when("vera", protector("vera", List.of(), 4)).andThen();
        int castStep = all(protectedNow.history(), AttackBaned.class).get(0).step();
        protectedNow.when(new Undo()).thenState(s -> {
            assertThat(s.battle().offers()).hasSize(1);
            assertThat(s.battle().combatant("vera").casting().will().spent()).isZero();
        });
        // the casting roll is roll 0 of the step, the bane's d20 roll 1
        GivenWhenThen overridden = protectedNow.when(new OverrideRoll(castStep, 1, List.of(3))).andThen();
        var battle = overridden.state().battle();
        assertThat(battle.offers()).as("the blow, baned with a 3, still hits").hasSize(1);
        assertThat(all(overridden.history(), AttackBaned.class).get(all(overridden.history(), AttackBaned.class)
                .size() - 1).roll().kept()).containsExactly(9);
        overridden.when("grimsa", new PassReaction("grimsa"))
                .then(events -> assertThat(all(events, DamageDealt.class)).hasSize(1));
    }

    @Test
    @DisplayName("004 › Casting Spells: Protector answers a blow awaiting a parry or dodge; with none (409 no-attack-awaits-defence, before any die or WP), or none against the one named, it is refused")
    void noAttackAwaitsADefence() {
        GivenWhenThen orcsTurn = table(10, 9, 3, 17).when("vera", new EndTurn("vera")).andThen();
        RuleViolation none = orcsTurn.when("vera", protector("vera", List.of(), null))
                .thenRejectedWith("no-attack-awaits-defence");
        assertThat(none.rule()).isEqualTo(DragonbaneRule.CASTING_SPELLS);
        GivenWhenThen struck = orcsTurn.when("orc", new Attack("orc", "grimsa", "broadsword", null, false, NEAR))
                .andThen();
        struck.when("vera", protector("vera", List.of("vera"), null)).thenRejectedWith("no-attack-awaits-defence");
        // a miss is offered no defence: nothing to protect from
        table(10, 15).when("vera", new EndTurn("vera")).andThen()
                .when("orc", new Attack("orc", "grimsa", "broadsword", null, false, NEAR)).andThen()
                .when("vera", protector("vera", List.of(), null)).thenRejectedWith("no-attack-awaits-defence");
    }

    @Test
    @DisplayName("004 › Range: Grimsa, struck 12 m from Vera, is beyond Protector's 10 m (409 out-of-range)")
    void beyondTenMetres() {
        RuleViolation far = struck("grimsa", 10, 9, 3, 17).when("vera", protector("vera", List.of(), 12))
                .thenRejectedWith("out-of-range");
        assertThat(far.rule()).isEqualTo(DragonbaneRule.RANGE);
    }

    @Test
    @DisplayName("004 › Zero WP: Vera with 0 WP cannot cast Protector (409 zero-wp), with 1 WP it costs 2 (409 not-enough-wp); the blow still awaits Grimsa's defence")
    void withoutWillpower() {
        GivenWhenThen broke = struck("grimsa", 0, 9, 3, 17);
        broke.when("vera", protector("vera", List.of(), 4)).thenRejectedWith("zero-wp");
        GivenWhenThen poor = struck("grimsa", 1, 9, 3, 17);
        poor.when("vera", protector("vera", List.of(), 4)).thenRejectedWith("not-enough-wp");
        assertThat(poor.state().battle().offers()).hasSize(1);
    }

    @Test
    @DisplayName("004 › Casting Spells: Protector guards the mage or an ally: Vera cannot bane Grimsa's blow at the orc (409 not-an-ally), Ulg the orcs' shaman can; nor can Ulg bane Vera's fireball awaiting the orc's dodge (409 not-an-attack)")
    void onlyTheMageOrAnAllyAndOnlyAnAttack() {
        // Vera ends her turn; the orc ends its turn; Grimsa's blow 7 (swords 14) strikes the orc
        GivenWhenThen grimsasBlow = table(10, 7, 4, 3).when("vera", new EndTurn("vera")).andThen()
                .when("orc", new EndTurn("orc")).andThen()
                .when("grimsa", new Attack("grimsa", "orc", "broadsword", null, false, NEAR)).andThen();
        RuleViolation foe = grimsasBlow.when("vera", protector("vera", List.of(), 4)).thenRejectedWith("not-an-ally");
        assertThat(foe.rule()).isEqualTo(DragonbaneRule.CASTING_SPELLS);
        grimsasBlow.when("ulg", protector("ulg", List.of(), 4)).then(events -> {
            AttackBaned bane = one(events, AttackBaned.class);
            assertThat(bane.attacker()).isEqualTo("grimsa");
            assertThat(bane.target()).isEqualTo("orc");
        });
        // Vera's fireball (casting 5, 2d6: 3 + 4) awaits the orc's parry or dodge
        GivenWhenThen fireball = table(10, 5, 3, 4).when("vera", new CastSpell("vera", "fireball", null, null,
                List.of("orc"), null, NEAR, false, null, 1, null, null, null, null)).andThen();
        assertThat(fireball.state().battle().offers()).hasSize(1);
        fireball.when("ulg", protector("ulg", List.of(), 4)).thenRejectedWith("not-an-attack");
    }
}

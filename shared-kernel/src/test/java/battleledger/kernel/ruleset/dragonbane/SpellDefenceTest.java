package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.Defend;
import battleledger.kernel.command.IntentCommand.PassReaction;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.event.AttackEvent.DefenceRolled;
import battleledger.kernel.event.TurnEvent.DefenceOffered;
import battleledger.kernel.event.VitalsEvent.DamageDealt;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Mage;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.model.StatBlock;
import battleledger.kernel.narration.Narrator;
import battleledger.kernel.support.Fixtures;
import battleledger.kernel.support.GivenWhenThen;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static battleledger.kernel.ruleset.dragonbane.AreaDodgeTest.all;
import static battleledger.kernel.ruleset.dragonbane.AreaDodgeTest.orc;
import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 004 › Rolling a Dragon: "your target must roll a dragon to resist, parry, or dodge the spell" — a single-target
 * spell is parried or dodged as its data allows (Fireball and Power Fist: parry or dodge; Lightning Flash: dodge
 * only), and after a Dragon only a Dragon defends. 004 › Duration › Concentration: "The effect ceases if you perform
 * another action" — a parry or dodge replaces the round's action. Vera (card 1) casts at the orc (card 2; Axes 12,
 * Evade 10) or at Mira (card 3; Mentalism 14, Evade 10, a staff), who levitates while concentrating.
 */
class SpellDefenceTest {

    static StatBlock mage(String id, List<String> spells) {
        return new StatBlock(id, id, "heroes", null, 0, 0, 12, 10, null, null,
                List.of(new AttackProfile("staff", "staves", 0, "1d8", "bludgeoning", 5, null)),
                spells, null, null, null, null, false, false, 0, null, null, null,
                Map.of("str", 10, "con", 12, "agl", 13, "int", 14, "wil", 12, "cha", 10),
                Map.of("elementalism", 14, "animism", 14, "mentalism", 14, "staves", 10, "evade", 10), 10, 0,
                new Mage("elementalism", spells, true, null, null, null, null));
    }

    /** Vera, the orc and Mira; Mira's levitation, when asked, is cast (roll 5) before combat begins. */
    static GivenWhenThen table(boolean levitating, Integer... dice) {
        List<Integer> script = new java.util.ArrayList<>(levitating ? List.of(5) : List.of());
        script.addAll(DragonbaneEncounterTest.script(dice));
        CreateEncounter create = new CreateEncounter("tower", "The mage tower", RulesetId.DRAGONBANE, 7,
                EncounterOptions.defaults().withDice(EncounterOptions.DiceOptions.scripted(script)));
        List<EncounterCommand> history = new java.util.ArrayList<>(List.of(create,
                new AddCombatant(mage("vera", List.of("fireball", "lightning-flash", "power-fist"))),
                new AddCombatant(orc("orc", null)), new AddCombatant(mage("mira", List.of("levitate")))));
        if (levitating) {
            history.add(new CastSpell("mira", "levitate", null, null, List.of(), null, null, false, null, 1, null,
                    null, null, null));
        }
        history.add(new StartCombat(List.of(), List.of()));
        return given(Fixtures.history(history.toArray(EncounterCommand[]::new)));
    }

    static CastSpell at(String spell, String target) {
        return new CastSpell("vera", spell, null, null, List.of(target), null, null, false, null, 1, null, null,
                null, null);
    }

    @Test
    @DisplayName("004 › Rolling a Dragon: Vera's fireball (7 damage) is offered to the orc's parry or dodge; the orc parries with its axe (Axes 12, rolls 4) and takes nothing")
    void aParriedFireballTakesNoDamage() {
        GivenWhenThen cast = table(false, 5, 3, 4, 4).when("vera", at("fireball", "orc")).then(events -> {
            DefenceOffered offer = all(events, DefenceOffered.class).get(0);
            assertThat(offer.reactor()).isEqualTo("orc");
            assertThat(offer.harm()).isEqualTo("spell");
            assertThat(offer.parry()).isTrue();
            assertThat(offer.dragon()).isFalse();
            assertThat(offer.amount()).isEqualTo(7);
            assertThat(offer.rule()).isEqualTo(DragonbaneRule.DRAGON.citation());
            assertThat(all(events, DamageDealt.class)).isEmpty();
        }).andThen();
        cast.when("orc", new Defend("orc", "parry", "axe")).then(events -> {
            DefenceRolled parry = all(events, DefenceRolled.class).get(0);
            assertThat(parry.held()).isTrue();
            assertThat(parry.rule()).isEqualTo(DragonbaneRule.PARRY.citation());
            assertThat(all(events, DamageDealt.class)).isEmpty();
        }).thenState(s -> assertThat(s.battle().combatant("orc").hp()).isEqualTo(20));
    }

    @Test
    @DisplayName("Dragonbane core rules › Parrying and Dodging: while the fireball waits on the orc's defence Vera cannot end her turn (409 awaiting-reaction), citing the defence, not an opportunity attack")
    void theBattleWaitsOnTheDefence() {
        RuleViolation refused = table(false, 5, 3, 4).when("vera", at("fireball", "orc")).andThen()
                .when("vera", new battleledger.kernel.command.IntentCommand.EndTurn("vera"))
                .thenRejectedWith("awaiting-reaction");
        assertThat(refused.rule()).isEqualTo(DragonbaneRule.PARRY_AND_DODGE);
    }

    @Test
    @DisplayName("004 › Rolling a Dragon: the orc's dodge fails (Evade 10, rolls 15) and the fireball's 7 land, unreduced")
    void aFailedDodgeLetsTheSpellLand() {
        table(false, 5, 3, 4, 15).when("vera", at("fireball", "orc")).andThen()
                .when("orc", new Defend("orc", "dodge", null)).then(events -> {
                    assertThat(all(events, DefenceRolled.class).get(0).held()).isFalse();
                    assertThat(all(events, DamageDealt.class).get(0).amount()).isEqualTo(7);
                }).thenState(s -> assertThat(s.battle().combatant("orc").hp()).isEqualTo(13));
    }

    @Test
    @DisplayName("004 › Casting Spells: Lightning Flash can be dodged, not parried (its description) — a parry is refused (409)")
    void aSpellThatAllowsOnlyADodgeIsNotParried() {
        GivenWhenThen cast = table(false, 5, 6).when("vera", at("lightning-flash", "orc"))
                .then(events -> assertThat(all(events, DefenceOffered.class).get(0).parry()).isFalse()).andThen();
        RuleViolation refused = cast.when("orc", new Defend("orc", "parry", "axe"))
                .thenRejectedWith("cannot-be-parried");
        assertThat(refused.rule()).isEqualTo(DragonbaneRule.CASTING_SPELLS);
    }

    @Test
    @DisplayName("004 › Rolling a Dragon: after a Dragon on the casting roll a 4 does not parry Power Fist, and its 7 land")
    void afterADragonOnlyADragonParries() {
        table(false, 1, 3, 4, 4).when("vera", at("power-fist", "orc"))
                .then(events -> assertThat(all(events, DefenceOffered.class).get(0).dragon()).isTrue()).andThen()
                .when("orc", new Defend("orc", "parry", "axe")).then(events -> {
                    DefenceRolled parry = all(events, DefenceRolled.class).get(0);
                    assertThat(parry.held()).isFalse();
                    assertThat(parry.rule()).isEqualTo(DragonbaneRule.DRAGON.citation());
                    assertThat(all(events, DamageDealt.class)).isNotEmpty();
                });
    }

    @Test
    @DisplayName("004 › Duration › Concentration: \"The effect ceases if you perform another action\" — Mira dodges Vera's fireball and her levitation ends")
    void aDodgeEndsTheDefendersConcentration() {
        GivenWhenThen levitating = table(true, 5, 3, 4, 4);
        assertThat(levitating.state().battle().combatant("mira").casting().will().concentration())
                .isEqualTo("levitate");
        GivenWhenThen cast = levitating.when("vera", at("fireball", "mira")).andThen();
        cast.when("mira", new Defend("mira", "dodge", null)).then(events -> {
            assertThat(Narrator.narrate(cast.state().battle(), events.get(0)).text())
                    .isEqualTo("mira tries to dodge, and stops concentrating on levitate.");
            assertThat(all(events, DefenceRolled.class).get(0).held()).isTrue();
            assertThat(all(events, DamageDealt.class)).isEmpty();
        }).thenState(s -> assertThat(s.battle().combatant("mira").casting().will().concentration()).isNull());
    }

    @Test
    @DisplayName("004 › Duration › Concentration: a parry is another action too — Mira parries the fireball with her staff (Staves 10, rolls 4), unhurt, and her levitation has ended")
    void aParryEndsTheDefendersConcentration() {
        table(true, 5, 3, 4, 4).when("vera", at("fireball", "mira")).andThen()
                .when("mira", new Defend("mira", "parry", "staff")).then(events -> {
                    assertThat(all(events, DefenceRolled.class).get(0).held()).isTrue();
                    assertThat(all(events, DamageDealt.class)).isEmpty();
                })
                .thenState(s -> assertThat(s.battle().combatant("mira").casting().will().concentration()).isNull());
    }

    @Test
    @DisplayName("The dodge's log line says what was avoided: \"the spell\" for a spell")
    void theDodgeLineSaysTheSpell() {
        GivenWhenThen cast = table(false, 5, 3, 4, 4).when("vera", at("fireball", "orc")).andThen();
        cast.when("orc", new Defend("orc", "dodge", null)).then(events -> {
            DefenceRolled dodge = all(events, DefenceRolled.class).get(0);
            assertThat(Narrator.narrate(cast.state().battle(), dodge).text()).endsWith("— the spell is stopped.");
        });
    }

    @Test
    @DisplayName("004 › Duration › Concentration: \"The effect ceases if you ... fail a WIL roll for resisting fear\" — Mira, "
            + "levitating, fails her WIL roll against Vera's Fear (15 against 12) and her levitation ends")
    void failingTheWilRollAgainstFearEndsConcentration() {
        List<Integer> script = new java.util.ArrayList<>(List.of(5));
        script.addAll(DragonbaneEncounterTest.script(5, 15));
        CreateEncounter create = new CreateEncounter("tower", "The mage tower", RulesetId.DRAGONBANE, 7,
                EncounterOptions.defaults().withDice(EncounterOptions.DiceOptions.scripted(script)));
        GivenWhenThen levitating = given(Fixtures.history(create, new AddCombatant(mage("vera", List.of("fear"))),
                new AddCombatant(orc("orc", null)), new AddCombatant(mage("mira", List.of("levitate"))),
                new CastSpell("mira", "levitate", null, null, List.of(), null, null, false, null, 1, null, null, null,
                        null), new StartCombat(List.of(), List.of())));
        assertThat(levitating.state().battle().combatant("mira").casting().will().concentration())
                .isEqualTo("levitate");
        levitating.when("vera", at("fear", "mira")).then(events -> {
            var resisted = all(events, battleledger.kernel.event.SpellEvent.SpellResisted.class).get(0);
            assertThat(resisted.target()).isEqualTo("mira");
            assertThat(resisted.resisted()).isFalse();
        }).thenState(s -> assertThat(s.battle().combatant("mira").casting().will().concentration()).isNull());
    }
}

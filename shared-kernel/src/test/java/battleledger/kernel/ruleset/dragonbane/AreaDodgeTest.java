package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.Defend;
import battleledger.kernel.command.IntentCommand.PassReaction;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.event.AttackEvent.DefenceRolled;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.TurnEvent.DefenceOffered;
import battleledger.kernel.event.VitalsEvent.DamageDealt;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Mage;
import battleledger.kernel.model.Position;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.model.StatBlock;
import battleledger.kernel.support.Fixtures;
import battleledger.kernel.support.GivenWhenThen;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 004 › Area of Effect: "Area of effect spells can be dodged but not parried, unless stated otherwise." Through the
 * shared decider: Vera (Elementalism 14, card 1) casts a whirlwind (a 4-m sphere, 1D8 a power level) over two orcs
 * (Evade 10, cards 2 and 3); each is offered a dodge before the damage lands, a successful dodge takes none, a parry
 * is refused; after a Dragon on the casting roll only a Dragon dodges (004 › Rolling a Dragon).
 */
class AreaDodgeTest {

    static StatBlock vera(Position at) {
        return new StatBlock("vera", "Vera", "heroes", null, 0, 0, 12, 10, null, at,
                List.of(new AttackProfile("staff", "staves", 0, "1d8", "bludgeoning", 5, null)),
                List.of("whirlwind", "frost", "fireball"), null, null, null, null, false, false, 0, null, null, null,
                Map.of("str", 10, "con", 12, "agl", 13, "int", 14, "wil", 12, "cha", 10),
                Map.of("elementalism", 14, "staves", 10), 10, 0,
                new Mage("elementalism", List.of("whirlwind", "frost", "fireball"), true, null, null, null, null));
    }

    static StatBlock orc(String id, Position at) {
        return new StatBlock(id, id, "orcs", null, 0, 0, 20, 10, null, at,
                List.of(new AttackProfile("axe", "axes", 0, "1d8", "slashing", 5, null)),
                null, null, null, null, null, false, false, 0, null, null, null,
                Map.of("str", 16, "con", 14, "agl", 10, "int", 8, "wil", 10, "cha", 6),
                Map.of("axes", 12, "evade", 10), 4, 1, null);
    }

    static GivenWhenThen table(Integer... dice) {
        CreateEncounter create = new CreateEncounter("bridge", "The burning bridge", RulesetId.DRAGONBANE, 7,
                EncounterOptions.defaults().withDice(EncounterOptions.DiceOptions.scripted(
                        DragonbaneEncounterTest.script(dice))));
        return given(Fixtures.history(create, new AddCombatant(vera(null)), new AddCombatant(orc("orc", null)),
                new AddCombatant(orc("goblin", null)), new StartCombat(List.of(), List.of())));
    }

    static CastSpell whirlwind() {
        return new CastSpell("vera", "whirlwind", null, null, List.of("orc", "goblin"), null, null, false, null, 1,
                null, null, null, null);
    }

    static <T> List<T> all(List<EncounterEvent> events, Class<T> type) {
        return events.stream().filter(type::isInstance).map(type::cast).toList();
    }

    @Test
    @DisplayName("004 › Area of Effect: each target in the whirlwind is offered a dodge, not a parry, before its damage lands")
    void eachTargetIsOfferedADodgeBeforeTheDamageLands() {
        // casting 5 succeeds; 1D8 = 6 for everyone in the sphere
        table(5, 6).when("vera", whirlwind()).then(events -> {
            List<DefenceOffered> offers = all(events, DefenceOffered.class);
            assertThat(offers).extracting(DefenceOffered::reactor).containsExactly("orc", "goblin");
            assertThat(offers).allSatisfy(o -> {
                assertThat(o.harm()).isEqualTo("spell");
                assertThat(o.with()).isEqualTo("whirlwind");
                assertThat(o.parry()).isFalse();
                assertThat(o.dragon()).isFalse();
                assertThat(o.amount()).isEqualTo(6);
                assertThat(o.rule()).isEqualTo(DragonbaneRule.AREA_OF_EFFECT.citation());
            });
            assertThat(all(events, DamageDealt.class)).as("nothing lands before the dodges").isEmpty();
        });
    }

    @Test
    @DisplayName("004 › Area of Effect: the orc dodges (Evade 10, rolls 4) and takes nothing; the goblin lets it pass and takes 6, unreduced")
    void aSuccessfulDodgeTakesNoDamage() {
        GivenWhenThen cast = table(5, 6, 4).when("vera", whirlwind()).andThen();
        GivenWhenThen dodged = cast.when("orc", new Defend("orc", "dodge", null)).then(events -> {
            DefenceRolled dodge = all(events, DefenceRolled.class).get(0);
            assertThat(dodge.roll().against()).isEqualTo(10);
            assertThat(dodge.held()).isTrue();
            assertThat(dodge.rule()).isEqualTo(DragonbaneRule.DODGE.citation());
            assertThat(all(events, DamageDealt.class)).isEmpty();
        }).thenState(s -> assertThat(s.battle().combatant("orc").hp()).isEqualTo(20)).andThen();
        dodged.when("goblin", new PassReaction("goblin")).then(events -> {
            DamageDealt dealt = all(events, DamageDealt.class).get(0);
            assertThat(dealt.target()).isEqualTo("goblin");
            assertThat(dealt.amount()).isEqualTo(6);
        }).thenState(s -> {
            assertThat(s.battle().combatant("goblin").hp()).isEqualTo(14);
            assertThat(s.battle().offers()).isEmpty();
        });
    }

    @Test
    @DisplayName("004 › Area of Effect: \"can be dodged but not parried\" — a parry against the whirlwind is refused (409), citing 004")
    void aParryAgainstAnAreaSpellIsRefused() {
        RuleViolation refused = table(5, 6).when("vera", whirlwind()).andThen()
                .when("orc", new Defend("orc", "parry", "axe")).thenRejectedWith("cannot-be-parried");
        assertThat(refused.rule()).isEqualTo(DragonbaneRule.AREA_OF_EFFECT);
    }

    @Test
    @DisplayName("004 › Rolling a Dragon: \"your target must roll a dragon to ... dodge the spell\" — a 4 does not dodge a Dragon's whirlwind, a 1 does")
    void afterADragonOnlyADragonDodges() {
        GivenWhenThen cast = table(1, 3, 4, 1).when("vera", whirlwind())
                .then(events -> assertThat(all(events, DefenceOffered.class)).allMatch(DefenceOffered::dragon))
                .andThen();
        GivenWhenThen orcFails = cast.when("orc", new Defend("orc", "dodge", null)).then(events -> {
            DefenceRolled dodge = all(events, DefenceRolled.class).get(0);
            assertThat(dodge.held()).isFalse();
            assertThat(dodge.rule()).isEqualTo(DragonbaneRule.DRAGON.citation());
            assertThat(all(events, DamageDealt.class).get(0).amount()).isEqualTo(3);
        }).andThen();
        orcFails.when("goblin", new Defend("goblin", "dodge", null)).then(events -> {
            assertThat(all(events, DefenceRolled.class).get(0).held()).isTrue();
            assertThat(all(events, DamageDealt.class)).isEmpty();
        });
    }

    @Test
    @DisplayName("004 › Rolling a Dragon: a single-target fireball is offered to the orc's parry or dodge, not landed at once")
    void aSingleTargetSpellIsOfferedToTheDefence() {
        table(5, 3, 4).when("vera", new CastSpell("vera", "fireball", null, null, List.of("orc"), null, null, false,
                null, 1, null, null, null, null)).then(events -> {
                    assertThat(all(events, DefenceOffered.class)).singleElement().satisfies(o -> {
                        assertThat(o.parry()).isTrue();
                        assertThat(o.amount()).isEqualTo(7);
                    });
                    assertThat(all(events, DamageDealt.class)).isEmpty();
                });
    }
}

package battleledger.kernel.setup;

import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.event.SetupEvent.CombatantAdded;
import battleledger.kernel.event.SetupEvent.EncounterCreated;
import battleledger.kernel.model.Abilities;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.model.StatBlock;
import battleledger.kernel.model.Size;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;
import java.util.Map;

import static battleledger.kernel.support.Fixtures.add;
import static battleledger.kernel.support.Fixtures.creature;
import static battleledger.kernel.support.Fixtures.encounter;
import static battleledger.kernel.support.Fixtures.history;
import static battleledger.kernel.support.Fixtures.teresa;
import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

class SetupTest {

    private static final EncounterOptions DEFAULTS = EncounterOptions.defaults();

    @Test
    void anEncounterIsCreatedWithItsRulesetSeedAndOptions() {
        given().when(encounter(DEFAULTS))
                .then(new EncounterCreated(1, "gm", "skirmish", "Skirmish", RulesetId.PLAYTEST, 42, DEFAULTS));
    }

    @Test
    void anEncounterIsCreatedOnce() {
        given(history(encounter(DEFAULTS))).when(encounter(DEFAULTS)).thenRejectedWith("encounter-exists");
    }

    @Test
    void noCommandButCreationReachesAnEncounterThatDoesNotExist() {
        given().when(add(teresa())).thenRejectedWith("unknown-encounter");
    }

    /** Issue 11: the second ruleset plays encounters (its rules in kernel.ruleset.dragonbane). */
    @Test
    void aDragonbaneEncounterCanBeCreated() {
        given().when(new CreateEncounter("x", "X", RulesetId.DRAGONBANE, 1, DEFAULTS))
                .then(new EncounterCreated(1, "gm", "x", "X", RulesetId.DRAGONBANE, 1, DEFAULTS));
    }

    @Test
    void aCombatantJoinsWithItsStatBlock() {
        given(history(encounter(DEFAULTS))).when(add(teresa()))
                .then(new CombatantAdded(2, "gm", teresa()))
                .thenState(s -> {
                    assertThat(s.battle().combatant("teresa").hp()).isEqualTo(27);
                    assertThat(s.battle().combatant("teresa").reactionAvailable()).isTrue();
                });
    }

    @Test
    void twoCombatantsCannotShareAnId() {
        given(history(encounter(DEFAULTS), add(teresa()))).when(add(teresa())).thenRejectedWith("duplicate-combatant");
    }

    @ParameterizedTest(name = "ability score {0} is refused")
    @CsvSource({"0", "31", "-4", "1000"})
    @DisplayName("001 › Ability Scores: scores run from 1 to 30")
    void abilityScoresOutsideOneToThirtyAreRefused(int score) {
        StatBlock s = withAbilities(Abilities.of(10, score, 10, 10, 10, 10));
        given(history(encounter(DEFAULTS))).when(add(s)).thenRejectedWith("ability-out-of-range");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "hp 0, out-of-bounds", "hp huge, out-of-bounds", "id with spaces, invalid-id", "id gm, invalid-id",
            "absurd damage, dice-out-of-bounds", "no reach nor range, invalid-attack", "no name, missing-field",
            "name with half a surrogate pair, invalid-text", "name with an emoji, ok"})
    void nonsenseStatBlocksAreRefusedWithAClearCode(String what, String code) {
        StatBlock t = teresa();
        StatBlock bad = switch (what) {
            case "hp 0" -> copy(t, t.id(), t.name(), 0, t.attacks());
            case "hp huge" -> copy(t, t.id(), t.name(), 2_000_000_000, t.attacks());
            case "id with spaces" -> copy(t, "tere sa", t.name(), t.hp(), t.attacks());
            case "id gm" -> copy(t, "gm", t.name(), t.hp(), t.attacks());
            case "absurd damage" -> copy(t, t.id(), t.name(), t.hp(),
                    List.of(new AttackProfile("big", "str", 0, "10000d10000", "bludgeoning", 5, null)));
            case "no reach nor range" -> copy(t, t.id(), t.name(), t.hp(),
                    List.of(new AttackProfile("odd", "str", 0, "1d4", "bludgeoning", null, null)));
            case "no name" -> copy(t, t.id(), " ", t.hp(), t.attacks());
            case "name with half a surrogate pair" -> copy(t, t.id(), "Tere\ud800sa", t.hp(), t.attacks());
            case "name with an emoji" -> copy(t, t.id(), "Teresa \ud83d\udee1", t.hp(), t.attacks());
            default -> throw new IllegalArgumentException(what);
        };
        if (code.equals("ok")) {
            given(history(encounter(DEFAULTS))).when(add(bad))
                    .thenState(s -> assertThat(s.battle().combatant(t.id()).stats().name()).isEqualTo(bad.name()));
            return;
        }
        given(history(encounter(DEFAULTS))).when(add(bad)).thenRejectedWith(code);
    }

    @Test
    void onlyTheGameMasterAddsCombatants() {
        given(history(encounter(DEFAULTS))).when("teresa", add(teresa())).thenRejectedWith("gm-only");
    }

    @Test
    void aCombatantWhoseIdIsTakenCannotJoinOnceCombatHasStartedEither() {
        given(history(encounter(DEFAULTS), add(creature("ann", "party", 10)),
                new battleledger.kernel.command.SetupCommand.StartCombat(List.of())))
                .when(add(creature("ann", "party", 12))).thenRejectedWith("duplicate-combatant");
    }

    private static StatBlock withAbilities(Abilities a) {
        StatBlock t = teresa();
        return new StatBlock(t.id(), t.name(), t.side(), a, t.level(), t.ac(), t.hp(), t.speed(), t.size(),
                t.position(), t.attacks(), t.spells(), t.slots(), t.resistances(), t.vulnerabilities(),
                t.immunities(), t.monster(), t.villain(), t.hitDie(), t.magic(), t.creatureType(), t.gear());
    }

    private static StatBlock copy(StatBlock t, String id, String name, int hp, List<AttackProfile> attacks) {
        return new StatBlock(id, name, t.side(), t.abilities(), t.level(), t.ac(), hp, t.speed(), Size.MEDIUM,
                t.position(), attacks, t.spells(), Map.of(), List.of(), List.of(), List.of(), false, false, 8, null, null, null);
    }
}

package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.InitiativeCard;
import battleledger.kernel.event.SetupEvent.CombatantAdded;
import battleledger.kernel.event.SetupEvent.InitiativeDealt;
import battleledger.kernel.event.SetupEvent.InitiativeOrderSet;
import battleledger.kernel.event.VitalsEvent.DamageDealt;
import battleledger.kernel.event.VitalsEvent.DeathSaveRolled;
import battleledger.kernel.event.VitalsEvent.LifeChanged;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Life;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.model.StatBlock;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.support.Fixtures;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A Dragonbane encounter through the shared decider: combatants with attributes, skills, HP, WP and armor
 * (Dragonbane core rules › Attributes, Skills, Hit Points and Willpower Points, Armor), initiative cards dealt from
 * a deck shuffled by the encounter's dice (Dragonbane core rules › Initiative), attacks rolled under the weapon skill
 * with damage minus armor (Melee Attacks, Armor), and death rolls at 0 HP (Death Rolls).
 */
class DragonbaneEncounterTest {

    /** The Fisher–Yates draws that always take the top card: the deck stays 1..10, dealt in the order added. */
    static final Integer[] TOP_CARDS = {10, 9, 8, 7, 6, 5, 4, 3, 2};

    static CreateEncounter encounter(Integer... script) {
        EncounterOptions options = script.length == 0 ? EncounterOptions.defaults()
                : EncounterOptions.defaults().withDice(EncounterOptions.DiceOptions.scripted(List.of(script)));
        return new CreateEncounter("ambush", "Ambush at the ford", RulesetId.DRAGONBANE, 42, options);
    }

    static StatBlock fighter(String id, String side, int hp, int wp, int armor, int swords, int x) {
        return new StatBlock(id, id, side, null, 0, 0, hp, 10, null, new battleledger.kernel.model.Position(x, 0),
                List.of(new AttackProfile("broadsword", "swords", 0, "2d6", "slashing", 5, null)),
                null, null, null, null, null, false, false, 0, null, null, null,
                Map.of("str", 16, "con", 12, "agl", 12, "int", 10, "wil", 9, "cha", 8),
                Map.of("swords", swords, "evade", 8), wp, armor);
    }

    static StatBlock grimsa() {
        return fighter("grimsa", "heroes", 14, 9, 2, 14, 0);
    }

    static StatBlock orc() {
        return fighter("orc", "orcs", 10, 0, 1, 12, 1);
    }

    static List<Integer> script(Integer... rest) {
        List<Integer> all = new ArrayList<>(List.of(TOP_CARDS));
        all.addAll(List.of(rest));
        return all;
    }

    @Test
    @DisplayName("Dragonbane core rules › Attributes: a Dragonbane combatant is admitted with its attributes, the shared rules reading AGL as Dexterity")
    void aDragonbaneCombatantIsAdmittedWithItsAttributes() {
        List<EncounterEvent> events = given(Fixtures.history(encounter())).when(new AddCombatant(grimsa())).events();
        StatBlock admitted = ((CombatantAdded) events.get(0)).combatant();
        assertThat(admitted.attributes()).containsEntry("agl", 12).containsEntry("wil", 9);
        assertThat(admitted.skills()).containsEntry("swords", 14);
        assertThat(admitted.wp()).isEqualTo(9);
        assertThat(admitted.abilities().dex()).isEqualTo(12);
        assertThat(admitted.abilities().wis()).isEqualTo(9);
    }

    @Test
    @DisplayName("Dragonbane core rules › Attributes: the stored event's stat block is admitted again as it is, so replay and verify decide it the same")
    void theStoredStatBlockIsAdmittedAgainUnchanged() {
        CombatantAdded added = (CombatantAdded) given(Fixtures.history(encounter()))
                .when(new AddCombatant(grimsa())).events().get(0);
        assertThat(given(Fixtures.history(encounter())).when(added.command()).events()).containsExactly(added);
    }

    @Test
    @DisplayName("Dragonbane core rules › Attributes: an attribute outside 3–18 is refused")
    void anAttributeOutOfRangeIsRefused() {
        StatBlock g = grimsa();
        StatBlock bad = new StatBlock(g.id(), g.name(), g.side(), null, 0, 0, g.hp(), 10, null, null, g.attacks(),
                null, null, null, null, null, false, false, 0, null, null, null,
                Map.of("str", 19, "con", 12, "agl", 12, "int", 10, "wil", 9, "cha", 8), null, 3, 0);
        assertThatThrownBy(() -> given(Fixtures.history(encounter())).when(new AddCombatant(bad)).events())
                .isInstanceOf(RuleViolation.class).hasFieldOrPropertyWithValue("code", "attribute-out-of-range");
    }

    @Test
    @DisplayName("Dragonbane core rules › Attributes: a playtest stat block (abilities, no attributes) is not a Dragonbane combatant")
    void aPlaytestStatBlockIsRefused() {
        assertThatThrownBy(() -> given(Fixtures.history(encounter()))
                .when(new AddCombatant(Fixtures.creature("goblin", "monsters", 14))).events())
                .isInstanceOf(RuleViolation.class).hasFieldOrPropertyWithValue("code", "missing-field");
    }

    @Test
    @DisplayName("Dragonbane core rules › Initiative: starting combat deals cards from the deck, lowest acting first")
    void startingCombatDealsInitiativeCards() {
        CreateEncounter create = new CreateEncounter("ambush", "Ambush", RulesetId.DRAGONBANE, 42,
                EncounterOptions.defaults().withDice(EncounterOptions.DiceOptions.scripted(script())));
        List<EncounterEvent> events = given(Fixtures.history(create, new AddCombatant(grimsa()),
                new AddCombatant(orc()))).when(new StartCombat(List.of(), List.of())).events();
        InitiativeDealt dealt = events.stream().filter(InitiativeDealt.class::isInstance)
                .map(InitiativeDealt.class::cast).findFirst().orElseThrow();
        assertThat(dealt.cards()).containsExactly(new InitiativeCard("grimsa", 1), new InitiativeCard("orc", 2));
        assertThat(dealt.shuffle().dice()).containsExactly(TOP_CARDS);
        assertThat(events).contains(new InitiativeOrderSet(dealt.step(), List.of("grimsa", "orc")));
    }

    @Test
    @DisplayName("Dragonbane core rules › Initiative: every combatant draws its own card, so an encounter that chooses "
            + "group initiative (001 › Combat › Initiative) is refused")
    void groupInitiativeIsNotDealt() {
        CreateEncounter grouped = new CreateEncounter("ambush", "Ambush", RulesetId.DRAGONBANE, 42,
                EncounterOptions.defaults().withGroupInitiative(true));
        assertThatThrownBy(() -> given(List.of()).when(grouped).events()).isInstanceOf(RuleViolation.class)
                .hasFieldOrPropertyWithValue("code", "initiative-groups-not-dealt");
    }

    @Test
    @DisplayName("Dragonbane core rules › Initiative: the same seed deals the same cards")
    void theSameSeedDealsTheSameCards() {
        List<EncounterEvent> once = Fixtures.history(encounter(), new AddCombatant(grimsa()), new AddCombatant(orc()),
                new StartCombat(List.of(), List.of()));
        List<EncounterEvent> twice = Fixtures.history(encounter(), new AddCombatant(grimsa()),
                new AddCombatant(orc()), new StartCombat(List.of(), List.of()));
        assertThat(twice).isEqualTo(once);
    }

    @Test
    @DisplayName("Dragonbane core rules › Melee Attacks, Armor: a hit under the weapon skill deals the damage minus armor; at 0 HP the orc is dying")
    void aHitDealsDamageMinusArmorAndZeroHpMeansDeathRolls() {
        CreateEncounter create = new CreateEncounter("ambush", "Ambush", RulesetId.DRAGONBANE, 42,
                EncounterOptions.defaults().withDice(EncounterOptions.DiceOptions.scripted(script(7, 6, 6, 15))));
        List<EncounterEvent> history = Fixtures.history(create, new AddCombatant(grimsa()), new AddCombatant(orc()),
                new StartCombat(List.of(), List.of()));
        List<EncounterEvent> attack = given(history)
                .when("grimsa", new Attack("grimsa", "orc", "broadsword", null, false,
                        new battleledger.kernel.model.Situation(null, 5, false, null))).events();
        // the blow struck home: the orc may parry or dodge it (Dragonbane core rules › Parrying, Dodging); it lets it pass
        assertThat(attack).anySatisfy(e -> assertThat(e).isInstanceOf(
                battleledger.kernel.event.TurnEvent.DefenceOffered.class));
        List<EncounterEvent> struck = new ArrayList<>(history);
        struck.addAll(attack);
        attack = new ArrayList<>(attack);
        attack.addAll(given(struck).when("orc",
                new battleledger.kernel.command.IntentCommand.PassReaction("orc")).events());
        DamageDealt dealt = attack.stream().filter(DamageDealt.class::isInstance).map(DamageDealt.class::cast)
                .findFirst().orElseThrow();
        assertThat(dealt.rolled()).isEqualTo(12);
        assertThat(dealt.amount()).isEqualTo(11); // armor 1 takes one off
        assertThat(dealt.hpAfter()).isZero(); // HP stop at 0 (Dragonbane core rules › Hit Points and Willpower Points)
        assertThat(attack).anySatisfy(e -> assertThat(e).isInstanceOfSatisfying(LifeChanged.class,
                l -> assertThat(l.to()).isEqualTo(Life.DYING)));

        List<EncounterEvent> after = new ArrayList<>(history);
        after.addAll(attack);
        List<EncounterEvent> turn = given(after).when("grimsa", new EndTurn("grimsa")).events();
        DeathSaveRolled death = turn.stream().filter(DeathSaveRolled.class::isInstance)
                .map(DeathSaveRolled.class::cast).findFirst().orElseThrow();
        assertThat(death.roll().against()).isEqualTo(12); // CON
        assertThat(death.success()).isFalse();
        assertThat(death.failures()).isEqualTo(1);
        after.addAll(turn);
        EncounterState state = given(after).state();
        assertThat(state.battle().combatant("orc").vitals().deathFailures()).isEqualTo(1);
        assertThat(state.battle().combatant("orc").vitals().life()).isEqualTo(Life.DYING);
    }
}

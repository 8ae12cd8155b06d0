package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.command.IntentCommand.PrepareSpells;
import battleledger.kernel.command.IntentCommand.RecordSpells;
import battleledger.kernel.command.RulingCommand.GainGrimoire;
import battleledger.kernel.command.RulingCommand.LoseGrimoire;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.event.ExplorationEvent.SpellsRecorded;
import battleledger.kernel.event.DragonbaneIntent.SpellsPrepared;
import battleledger.kernel.event.RulingEvent.GrimoireGained;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.model.Mage;
import battleledger.kernel.model.StatBlock;
import battleledger.kernel.narration.Line;
import battleledger.kernel.narration.Narrator;
import battleledger.kernel.support.Fixtures;
import battleledger.kernel.support.GivenWhenThen;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static battleledger.kernel.ruleset.dragonbane.PreparingAndGrimoireTest.vera;
import static battleledger.kernel.ruleset.dragonbane.PreparingAndGrimoireTest.willpower;
import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 004 › Grimoire and Lost Grimoire through the decider: the GM rules a new, empty grimoire; the mage records its
 * learned spells in it, a shift of game time each; only recorded spells are prepared or cast from the grimoire.
 */
class RecordingSpellsTest {

    static final List<String> SPELLS = List.of("fireball", "frost", "power-fist", "levitate", "ignite", "light");

    static GivenWhenThen table(Mage mage) {
        return given(Fixtures.history(DragonbaneEncounterTest.encounter(), new AddCombatant(vera(SPELLS, mage))));
    }

    static Mage withRecorded(List<String> recorded) {
        return new Mage("elementalism", List.of("fireball"), true, false, null, false, null, null, recorded);
    }

    /** Vera after the GM's rulings that she lost her grimoire (step 3) and got a new, empty one (step 4). */
    static GivenWhenThen newGrimoire() {
        return table(PreparingAndGrimoireTest.vera().mage()).when(new LoseGrimoire("vera")).andThen()
                .when(new GainGrimoire("vera"))
                .then(events -> assertThat(events).containsExactly(new GrimoireGained(4, "gm", "vera")))
                .thenState(s -> {
                    Mage m = s.battle().combatant("vera").stats().mage();
                    assertThat(m.grimoire()).isTrue();
                    assertThat(m.recorded()).isEmpty();
                })
                .andThen();
    }

    @Test
    @DisplayName("004 › Lost Grimoire: \"To be able to use the unprepared spells again, you first need to get a new grimoire and record these spells in it\": in Vera's new grimoire Frost is neither prepared nor cast until she records it")
    void aNewGrimoireHoldsNoSpellUntilTheyAreRecorded() {
        GivenWhenThen empty = newGrimoire();
        empty.when("vera", new PrepareSpells("vera", List.of("frost"))).thenRejectedWith("spell-not-recorded");
        empty.when("vera", willpower("frost", true)).thenRejectedWith("spell-not-recorded");
        empty.when("vera", new RecordSpells("vera", List.of("frost"))).andThen()
                .when("vera", new PrepareSpells("vera", List.of("frost")))
                .then(events -> assertThat(((SpellsPrepared) events.get(0)).spells()).containsExactly("frost"));
    }

    @Test
    @DisplayName("004 › Grimoire: \"Recording one spell takes a shift of time\": two spells recorded move the clock 12 hours")
    void recordingTakesAShiftForEachSpell() {
        newGrimoire().when("vera", new RecordSpells("vera", List.of("frost", "power-fist")))
                .then(events -> assertThat(events.get(0))
                        .isEqualTo(new SpellsRecorded(5, "vera", "vera", List.of("frost", "power-fist"),
                                2 * MageStudy.SHIFT_SECONDS)))
                .thenState(s -> {
                    assertThat(s.battle().combatant("vera").stats().mage().recorded())
                            .containsExactly("frost", "power-fist");
                    assertThat(s.battle().time().seconds()).isEqualTo(2 * MageStudy.SHIFT_SECONDS);
                });
    }

    @Test
    @DisplayName("004 › Grimoire: \"In the grimoire, you record all the spells you know\": no unlearned spell (nor one in a stat block's grimoire), no trick, nothing twice, not nothing")
    void onlyLearnedSpellsNotYetRecordedAreRecorded() {
        GivenWhenThen some = table(withRecorded(List.of("fireball")));
        some.when("vera", new RecordSpells("vera", List.of("whirlwind"))).thenRejectedWith("spell-not-learned");
        some.when("vera", new RecordSpells("vera", List.of("ignite"))).thenRejectedWith("tricks-need-no-preparing");
        some.when("vera", new RecordSpells("vera", List.of("frost", "fireball")))
                .thenRejectedWith("spell-already-recorded");
        some.when("vera", new RecordSpells("vera", List.of())).thenRejectedWith("out-of-bounds");
        some.when("someone", new RecordSpells("vera", List.of("frost"))).thenRejectedWith("not-your-combatant");
        some.when(new RecordSpells("vera", List.of("frost", "frost"))).then(events ->
                assertThat(((SpellsRecorded) events.get(0)).seconds()).isEqualTo(MageStudy.SHIFT_SECONDS));
        given(Fixtures.history(DragonbaneEncounterTest.encounter()))
                .when(new AddCombatant(vera(SPELLS, withRecorded(List.of("whirlwind")))))
                .thenRejectedWith("spell-not-learned");
    }

    @Test
    @DisplayName("004 › Grimoire: \"Recording one spell takes a shift of time\": not in a fight, and not without a grimoire")
    void noSpellIsRecordedInCombatOrWithoutAGrimoire() {
        given(Fixtures.history(DragonbaneEncounterTest.encounter(DragonbaneEncounterTest.TOP_CARDS),
                new AddCombatant(vera(SPELLS, withRecorded(List.of()))), new StartCombat(List.of(), List.of())))
                .when("vera", new RecordSpells("vera", List.of("frost"))).thenRejectedWith("recording-takes-a-shift");
        table(PreparingAndGrimoireTest.vera().mage()).when(new LoseGrimoire("vera")).andThen()
                .when("vera", new RecordSpells("vera", List.of("frost"))).thenRejectedWith("no-grimoire");
    }

    @Test
    @DisplayName("004 › Lost Grimoire: a new grimoire is the GM's to rule, for a Dragonbane mage that has none")
    void aNewGrimoireIsForAMageWithoutOne() {
        table(PreparingAndGrimoireTest.vera().mage()).when(new GainGrimoire("vera"))
                .thenRejectedWith("already-has-grimoire");
        table(PreparingAndGrimoireTest.vera().mage()).when(new LoseGrimoire("vera")).andThen()
                .when("vera", new GainGrimoire("vera")).thenRejectedWith("gm-only");
        StatBlock orc = new StatBlock("orc", "Orc", "monsters", null, 0, 0, 12, 0, null, null,
                List.of(new AttackProfile("axe", "axes", 0, "1d8", "slashing", 5, null)), List.of(), null, null,
                null, null, false, false, 0, null, null, null,
                Map.of("str", 14, "con", 12, "agl", 10, "int", 8, "wil", 10, "cha", 6), Map.of("axes", 12), 10, 0,
                null);
        given(Fixtures.history(DragonbaneEncounterTest.encounter(), new AddCombatant(orc)))
                .when(new GainGrimoire("orc")).thenRejectedWith("not-a-mage");
    }

    @Test
    @DisplayName("004 › Grimoire: a mage whose grimoire names no recorded spells records every spell it learned, as every stored battle's mage did: it prepares them and its text is unchanged")
    void aMageWithoutRecordedSpellsIsAsBefore() {
        Mage before = PreparingAndGrimoireTest.vera().mage();
        assertThat(before.recorded()).isNull();
        assertThat(before.toString()).isEqualTo("Mage[school=elementalism, prepared=[fireball, levitate], "
                + "grimoire=true, focus=false, ingredients=[], metalArmor=false, metal=[]]");
        assertThat(withRecorded(List.of("frost")).toString()).endsWith(", recorded=[frost]]");
        GivenWhenThen old = table(before);
        old.when("vera", new PrepareSpells("vera", List.of("frost", "power-fist")))
                .then(events -> assertThat(events.get(0)).isInstanceOf(SpellsPrepared.class));
        old.when("vera", new RecordSpells("vera", List.of("frost"))).thenRejectedWith("spell-already-recorded");
    }

    @Test
    @DisplayName("004 › Grimoire: the narration tells the new grimoire and the shifts spent recording")
    void theNarrationTellsTheGrimoire() {
        GivenWhenThen empty = newGrimoire();
        var battle = empty.state().battle();
        assertThat(Narrator.narrate(battle, new GrimoireGained(4, "gm", "vera")).text())
                .isEqualTo("The GM rules that Vera has a new grimoire, with no spell recorded in it yet.");
        assertThat(Narrator.narrate(battle, empty.when("vera", new RecordSpells("vera", List.of("frost", "fireball")))
                .events().get(0)).secret()).isEqualTo("Vera records frost, fireball in the grimoire (2 shifts).");
    }

    /**
     * Found by a secrets sweep: which spells a mage knows is its own and the GM's (its sheet, and "spells":null in
     * another side's /combatants), so the log line that spends the shifts does not list them to everyone.
     */
    @Test
    @DisplayName("004 › Grimoire, Prepared Spells: everyone reads that Vera spends shifts recording or preparing "
            + "spells, only Vera and the GM which spells")
    void theSpellsAMageRecordsOrPreparesAreItsOwn() {
        GivenWhenThen empty = newGrimoire();
        Line recorded = Narrator.narrate(empty.state().battle(), empty.when("vera",
                new RecordSpells("vera", List.of("frost", "fireball"))).events().get(0));
        assertThat(recorded.text()).isEqualTo("Vera records 2 spells in the grimoire (2 shifts).");
        assertThat(recorded.privy()).containsExactly("vera");
        GivenWhenThen table = PreparingAndGrimoireTest.table();
        Line prepared = Narrator.narrate(table.state().battle(), table.when("vera",
                new PrepareSpells("vera", List.of("frost", "power-fist", "levitate"))).events().get(0));
        assertThat(prepared.text()).isEqualTo("Vera studies the grimoire for a shift to prepare spells.");
        assertThat(prepared.secret()).isEqualTo("Vera studies the grimoire for a shift and prepares frost, power-fist, "
                + "levitate.");
        assertThat(prepared.privy()).containsExactly("vera");
    }
}

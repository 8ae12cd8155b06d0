package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.IntentEvent.TurnEnded;
import battleledger.kernel.event.SpellEvent.WillpowerEffectEnded;
import battleledger.kernel.event.StanceEvent.ConditionRemoved;
import battleledger.kernel.event.TurnEvent.ActionForgone;
import battleledger.kernel.event.TurnEvent.RoundStarted;
import battleledger.kernel.event.TurnEvent.TurnStarted;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.Mage;
import battleledger.kernel.model.StatBlock;
import battleledger.kernel.narration.Narrator;
import battleledger.kernel.state.EncounterEvolver;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.support.Fixtures;
import battleledger.kernel.support.GivenWhenThen;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The order of what happens when a Dragonbane caster's turn comes in the next round (issue 10, item 2 follow-up: the
 * golden decisions did not see it). 004 › Duration: "Round: The effect lasts until your turn in the next round"; 004 ›
 * Grimoire: "In an emergency, you can cast spells directly from the grimoire, but it takes twice as long as normal."
 * A round spell read from the grimoire in round 1 ends at the start of the caster's turn in round 2, and only then is
 * round 2's action taken by the grimoire ({@code WillpowerDurations.atTurnStart}).
 */
class RoundSpellEndsBeforeTheGrimoireTest {

    /** Vera knows Fear (a round spell) and has prepared nothing; the orc stands by. Casting rolls 5, the orc's WIL 15. */
    static GivenWhenThen veraWithHerGrimoireOnly() {
        StatBlock vera = PreparingAndGrimoireTest.vera(List.of("fear", "birdsong"),
                new Mage("elementalism", List.of(), true, false, null, false, null));
        return given(Fixtures.history(DragonbaneEncounterTest.encounter(DragonbaneEncounterTest.script(5, 15)
                        .toArray(Integer[]::new)), new AddCombatant(vera), new AddCombatant(DragonbaneEncounterTest.orc()),
                new StartCombat(List.of(), List.of())));
    }

    static CastSpell fearFromTheGrimoire() {
        return new CastSpell("vera", "fear", null, null, List.of("orc"), null, null, false, null, 1, null, null, true,
                null);
    }

    /** Round 1: Vera reads Fear from her grimoire at the orc (it does not resist), and ends her turn. */
    static GivenWhenThen theOrcIsScared() {
        return veraWithHerGrimoireOnly().when("vera", fearFromTheGrimoire()).andThen()
                .when(new EndTurn("vera")).andThen();
    }

    @Test
    @DisplayName("004 › Duration: \"Round: The effect lasts until your turn in the next round\", and 004 › Grimoire: \"it "
            + "takes twice as long as normal\" — when Vera's turn comes in round 2, her Fear (read from the grimoire in "
            + "round 1) ends and the orc is no longer scared, and only then has her action gone to the grimoire")
    void theRoundSpellEndsBeforeTheGrimoireTakesTheAction() {
        theOrcIsScared().when(new EndTurn("orc")).then(
                new TurnEnded(7, "gm", "orc"),
                new RoundStarted(7, 2),
                new TurnStarted(7, 2, "vera"),
                new WillpowerEffectEnded(7, "vera", "5:fear", "fear", "it is the caster's turn in the next round"),
                new ConditionRemoved(7, "orc", Condition.SCARED, "fear ends"),
                new ActionForgone(7, "vera", "casting from the grimoire takes twice as long: this round's action went "
                        + "to it too", "004 › Casting Spells › Grimoire"));
    }

    @Test
    @DisplayName("004 › Duration: \"Round: The effect lasts until your turn in the next round\" — the log of Vera's turn "
            + "in round 2 tells the Fear ending, then the orc's fear lifting, then the action the grimoire took")
    void theLogTellsTheEndingBeforeTheForgoneAction() {
        GivenWhenThen before = theOrcIsScared();
        assertThat(told(before.state(), before.when(new EndTurn("orc")).events())).containsExactly(
                "orc ends the turn.",
                "Round 2 begins.",
                "Vera's turn.",
                "fear of Vera ends: it is the caster's turn in the next round.",
                "orc is no longer scared: fear ends.",
                "Vera has no action this turn: casting from the grimoire takes twice as long: this round's action went "
                        + "to it too.");
    }

    /** Each event's line in the log, told against the battle as the events before it left it. */
    static List<String> told(EncounterState state, List<EncounterEvent> events) {
        List<String> lines = new ArrayList<>();
        EncounterState s = state;
        for (EncounterEvent e : events) {
            lines.add(Narrator.narrate(s.battle(), e).text());
            s = EncounterEvolver.evolve(s, e);
        }
        return lines;
    }
}

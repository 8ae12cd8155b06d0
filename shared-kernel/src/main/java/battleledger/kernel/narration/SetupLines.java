package battleledger.kernel.narration;

import battleledger.kernel.event.IntentEvent.TurnEnded;
import battleledger.kernel.event.TurnEvent.RoundStarted;
import battleledger.kernel.event.TurnEvent.TurnStarted;
import battleledger.kernel.event.SetupEvent.CombatStarted;
import battleledger.kernel.event.SetupEvent.CombatantAdded;
import battleledger.kernel.event.SetupEvent.TerrainPlaced;
import battleledger.kernel.rules.GridRules;
import battleledger.kernel.event.SetupEvent.EncounterCreated;
import battleledger.kernel.event.SetupEvent.InitiativeOrderSet;
import battleledger.kernel.event.SetupEvent.InitiativeRolled;
import battleledger.kernel.event.SetupEvent.InitiativeTiesRolledOff;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;

import java.util.List;
import java.util.stream.Collectors;

import static battleledger.kernel.narration.Narrator.line;
import static battleledger.kernel.narration.Narrator.name;
import static battleledger.kernel.narration.Narrator.names;

/** Lines for setting up a battle, initiative, rounds and turns. */
final class SetupLines {

    private SetupLines() {
    }

    static Line tell(Battle b, EncounterCreated e) {
        return line("The GM creates the encounter \"" + e.name() + "\" ("
                + e.ruleset().name().toLowerCase() + " rules, seed " + e.seed() + ").", null);
    }

    static Line tell(Battle b, TerrainPlaced e) {
        return line("The GM lays out the terrain: " + e.walls().size() + " cells of walls"
                + " and obstacles, " + e.difficult().size() + " of difficult terrain"
                + (e.obscuredCells().isEmpty() ? "" : ", " + e.obscuredCells().size() + " heavily obscured")
                + ".", GridRules.COVER);
    }

    static Line tell(Battle b, CombatantAdded e) {
        return line(e.combatant().name() + " joins the " + e.combatant().side()
                + " side (" + e.combatant().hp() + " hit points, " + (e.combatant().wp() == null
                ? "AC " + e.combatant().ac() : e.combatant().wp() + " willpower points, armor "
                + (e.combatant().armor() == null ? 0 : e.combatant().armor())) + ").", null);
    }

    static Line tell(Battle b, CombatStarted e) {
        return line(e.surprised().isEmpty()
                ? "Combat begins. Nobody is surprised."
                : "Combat begins. Surprised: " + names(b, e.surprised()) + ".", Playtest.SURPRISE);
    }

    static Line tell(Battle b, battleledger.kernel.event.SetupEvent.InitiativeShared e) {
        return line(name(b, e.combatant())
                + " acts with " + name(b, e.with()) + ", its group rolling initiative once.", Playtest.INITIATIVE);
    }

    static Line tell(Battle b, InitiativeRolled e) {
        return new Line(name(b, e.combatant()) + " rolls initiative: "
                + Narrator.show(e.roll()) + ".", e.roll().rule(), List.of(e.roll()));
    }

    static Line tell(Battle b, InitiativeTiesRolledOff e) {
        return new Line("Tied on initiative and Dexterity, "
                + e.rolls().stream().map(r -> name(b, r.roller()) + " rolls " + r.total())
                .collect(Collectors.joining(", ")) + ".", Playtest.INITIATIVE_TIES.citation(), e.rolls());
    }

    static Line tell(Battle b, InitiativeOrderSet e) {
        return line("Initiative order: " + names(b, e.order()) + ".",
                Playtest.INITIATIVE);
    }

    static Line tell(Battle b, battleledger.kernel.event.SetupEvent.InitiativeDealt e) {
        return new Line("The initiative cards "
                + "are dealt: " + e.cards().stream().map(c -> name(b, c.combatant()) + " " + c.card())
                .collect(Collectors.joining(", ")) + ".", e.shuffle().rule(), List.of(e.shuffle()));
    }

    static Line tell(Battle b, RoundStarted e) {
        return line("Round " + e.round() + " begins.", Playtest.THE_ROUND);
    }

    static Line tell(Battle b, TurnStarted e) {
        return line(name(b, e.actor()) + "'s turn."
                + (surprised(b, e.actor()) ? " Surprised, " + name(b, e.actor())
                + " cannot move or act this turn." : ""), Playtest.TAKING_A_TURN);
    }

    static Line tell(Battle b, TurnEnded e) {
        return line(name(b, e.actor()) + " ends the turn.", Playtest.TAKING_A_TURN);
    }

    private static boolean surprised(Battle b, String id) {
        Combatant c = b.combatant(id);
        return c != null && c.surprised();
    }
}

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
import static battleledger.kernel.narration.Narrator.on;

/** Lines for setting up a battle, initiative, rounds and turns. */
final class SetupLines {

    private SetupLines() {
    }

    static void register() {
        on(EncounterCreated.class, (b, e) -> line("The GM creates the encounter \"" + e.name() + "\" ("
                + e.ruleset().name().toLowerCase() + " rules, seed " + e.seed() + ").", null));
        on(TerrainPlaced.class, (b, e) -> line("The GM lays out the terrain: " + e.walls().size() + " cells of walls"
                + " and obstacles, " + e.difficult().size() + " of difficult terrain.", GridRules.COVER));
        on(CombatantAdded.class, (b, e) -> line(e.combatant().name() + " joins the " + e.combatant().side()
                + " side (" + e.combatant().hp() + " hit points, " + (e.combatant().wp() == null
                ? "AC " + e.combatant().ac() : e.combatant().wp() + " willpower points, armor "
                + (e.combatant().armor() == null ? 0 : e.combatant().armor())) + ").", null));
        on(CombatStarted.class, (b, e) -> line(e.surprised().isEmpty()
                ? "Combat begins. Nobody is surprised."
                : "Combat begins. Surprised: " + names(b, e.surprised()) + ".", Playtest.SURPRISE));
        on(battleledger.kernel.event.SetupEvent.InitiativeShared.class, (b, e) -> line(name(b, e.combatant())
                + " acts with " + name(b, e.with()) + ", its group rolling initiative once.", Playtest.INITIATIVE));
        on(InitiativeRolled.class, (b, e) -> new Line(name(b, e.combatant()) + " rolls initiative: "
                + Narrator.show(e.roll()) + ".", e.roll().rule(), List.of(e.roll())));
        on(InitiativeTiesRolledOff.class, (b, e) -> new Line("Tied on initiative and Dexterity, "
                + e.rolls().stream().map(r -> name(b, r.roller()) + " rolls " + r.total())
                .collect(Collectors.joining(", ")) + ".", Playtest.INITIATIVE_TIES.citation(), e.rolls()));
        on(InitiativeOrderSet.class, (b, e) -> line("Initiative order: " + names(b, e.order()) + ".",
                Playtest.INITIATIVE));
        on(battleledger.kernel.event.SetupEvent.InitiativeDealt.class, (b, e) -> new Line("The initiative cards "
                + "are dealt: " + e.cards().stream().map(c -> name(b, c.combatant()) + " " + c.card())
                .collect(Collectors.joining(", ")) + ".", e.shuffle().rule(), List.of(e.shuffle())));
        on(RoundStarted.class, (b, e) -> line("Round " + e.round() + " begins.", Playtest.THE_ROUND));
        on(TurnStarted.class, (b, e) -> line(name(b, e.actor()) + "'s turn."
                + (surprised(b, e.actor()) ? " Surprised, " + name(b, e.actor())
                + " cannot move or act this turn." : ""), Playtest.TAKING_A_TURN));
        on(TurnEnded.class, (b, e) -> line(name(b, e.actor()) + " ends the turn.", Playtest.TAKING_A_TURN));
    }

    private static boolean surprised(Battle b, String id) {
        Combatant c = b.combatant(id);
        return c != null && c.surprised();
    }
}

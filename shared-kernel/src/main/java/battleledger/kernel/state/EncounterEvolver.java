package battleledger.kernel.state;

import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.SetupEvent;

/**
 * The fold of an encounter: every event joins the timeline; events of active steps change the battle. Pure, and
 * total over stored events: an event that refers to something missing changes nothing rather than failing.
 */
public final class EncounterEvolver {

    private EncounterEvolver() {
    }

    public static EncounterState evolve(EncounterState state, EncounterEvent event) {
        Timeline timeline = state.timeline().record(event);
        Encounter encounter = state.encounter();
        if (event instanceof SetupEvent.EncounterCreated c) {
            encounter = new Encounter(c.encounterId(), c.name(), c.ruleset(), c.seed(), c.options());
        }
        Battle battle = BattleFold.apply(state.battle(), event);
        return new EncounterState(encounter, battle, timeline);
    }
}

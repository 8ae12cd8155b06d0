package battleledger.kernel.state;

import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.RulingEvent.RollOverridden;
import battleledger.kernel.event.SetupEvent;
import battleledger.kernel.event.TimelineEvent.RulingRevoked;
import battleledger.kernel.event.TimelineEvent.StepRedecided;
import battleledger.kernel.event.TimelineEvent.StepRedone;
import battleledger.kernel.event.TimelineEvent.StepsKept;
import battleledger.kernel.event.TimelineEvent.StepUndone;

import java.util.List;

/**
 * The fold of an encounter: every event joins the timeline; the history of commands in effect follows it, and the
 * battle is the fold of that history. Pure, and total over stored events: an event that refers to something
 * missing changes nothing rather than failing.
 */
public final class EncounterEvolver {

    private EncounterEvolver() {
    }

    public static EncounterState evolve(EncounterState state, EncounterEvent event) {
        boolean opens = event.step() == state.timeline().lastStep() + 1;
        Timeline timeline = state.timeline().record(event);
        Encounter encounter = state.encounter();
        if (event instanceof SetupEvent.EncounterCreated c) {
            encounter = new Encounter(c.encounterId(), c.name(), c.ruleset(), c.seed(), c.options());
        }
        if (event instanceof StepUndone u) {
            return rebuilt(encounter, timeline.withStatus(u.undoneStep(), StepRecord.Status.UNDONE));
        }
        if (event instanceof StepRedone r) {
            return rebuilt(encounter, timeline.withStatus(r.redoneStep(), StepRecord.Status.ACTIVE));
        }
        Folded f = follow(new Folded(state.history(), state.battle()), event, opens,
                timeline.step(event.step()).events());
        return new EncounterState(encounter, f.battle, timeline, f.history);
    }

    /** The history and battle of the timeline's active steps, folded from nothing. */
    static EncounterState rebuilt(Encounter encounter, Timeline timeline) {
        Folded f = new Folded(History.EMPTY, Battle.EMPTY);
        for (StepRecord r : timeline.steps()) {
            if (!r.active() || r.moves()) {
                continue;
            }
            List<EncounterEvent> events = r.events();
            for (int i = 0; i < events.size(); i++) {
                // the step's list is shared by the command's entry once it has every event of the step
                f = follow(f, events.get(i), i == 0, i == events.size() - 1 ? events : null);
            }
        }
        return new EncounterState(encounter, f.battle, timeline, f.history);
    }

    private record Folded(History history, Battle battle) {
    }

    /** How one event of an active step changes the history of commands in effect and the battle. */
    private static Folded follow(Folded f, EncounterEvent e, boolean opens, List<EncounterEvent> step) {
        History h = opens ? f.history.settled() : f.history;
        if (e instanceof RulingRevoked revoked) {
            Entry ruling = h.entry(revoked.revokedStep());
            if (ruling == null) {
                return f;
            }
            h = h.revising(f.battle).remove(ruling.origin()).without(History.effectPoint(ruling));
            return new Folded(h, h.fold());
        }
        if (e instanceof StepsKept kept) {
            // commands that came out of the revision as they were: back in effect with their events
            return new Folded(h.keep(kept.from(), kept.to()), KeptSteps.after(h, kept, f.battle));
        }
        if (e instanceof StepRedecided marker) {
            // commands decided again come in the order of their steps, after everything that stays before them
            return new Folded(h.begin(new Entry(marker.origin(), marker.step(), List.of())), f.battle);
        }
        if (opens && e instanceof RollOverridden overridden) {
            h = h.revising(f.battle).without(overridden.targetStep()).begin(new Entry(e.step(), e.step(), List.of(e)));
            return new Folded(h, h.fold());
        }
        h = opens ? h.begin(Entry.opening(e.step(), e, step)) : h.join(e, step);
        return new Folded(h, BattleFold.apply(f.battle, e));
    }
}

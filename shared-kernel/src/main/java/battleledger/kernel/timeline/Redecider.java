package battleledger.kernel.timeline;

import battleledger.kernel.decision.Decision;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.Submission;
import battleledger.kernel.event.Accepted;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.TimelineEvent.Dropped;
import battleledger.kernel.event.TimelineEvent.StepRedecided;
import battleledger.kernel.state.EncounterEvolver;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.state.Entry;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * Decides earlier commands again, in order, each with the dice of the step it was first decided in: the heart of
 * revoking a ruling and of overriding a roll. A command that has become illegal is dropped, with the refusal's
 * code and reason. Deciding again is a pure function, so it is done once to learn what was redecided and dropped,
 * and the header that says so is emitted before the events it found.
 */
public final class Redecider {

    private Redecider() {
    }

    /**
     * Emits {@code header(redecided, dropped)} and then, for each entry, a {@link StepRedecided} marker followed by
     * the entry's command decided again on top of the battle the header leaves.
     */
    public static void redecide(Decision d, List<Entry> entries,
                                BiFunction<List<Integer>, List<Dropped>, EncounterEvent> header) {
        EncounterState scratch = EncounterEvolver.evolve(d.state(), header.apply(List.of(), List.of()));
        List<EncounterEvent> events = new ArrayList<>();
        List<Integer> redecided = new ArrayList<>();
        List<Dropped> dropped = new ArrayList<>();
        int drawn = 0;
        for (Entry entry : entries) {
            Accepted accepted = entry.accepted();
            Decision again = d.again(scratch, new Submission(accepted.by(), accepted.command()), entry.origin());
            try {
                again.emit(new StepRedecided(d.step(), entry.origin()));
                again.route(accepted.command());
                again.checkEveryDieRecorded();
            } catch (RuleViolation v) {
                dropped.add(new Dropped(entry.origin(), v.code(), v.detail()));
                continue;
            }
            scratch = again.state();
            events.addAll(again.events());
            redecided.add(entry.origin());
            drawn += again.drawn();
        }
        d.emit(header.apply(redecided, dropped));
        events.forEach(d::emit);
        d.adoptDice(drawn);
    }
}

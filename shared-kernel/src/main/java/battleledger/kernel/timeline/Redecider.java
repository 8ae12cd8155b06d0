package battleledger.kernel.timeline;

import battleledger.kernel.decision.Decision;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.Submission;
import battleledger.kernel.event.Accepted;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.TimelineEvent.Dropped;
import battleledger.kernel.event.TimelineEvent.StepRedecided;
import battleledger.kernel.event.TimelineEvent.StepsKept;
import battleledger.kernel.state.EncounterEvolver;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.state.Entry;
import battleledger.kernel.state.History;
import battleledger.kernel.rules.Rule;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * Decides earlier commands again, in order, each with the dice of the step it was first decided in: the heart of
 * revoking a ruling and of overriding a roll. A command that has become illegal is dropped, with the refusal's
 * code and reason. Deciding again is a pure function, so it is done once to learn what was redecided and dropped,
 * and the header that says so is played before the events it found.
 */
public final class Redecider {

    private Redecider() {
    }

    /** The entry of a step in effect, or a typed refusal: it does not exist, was undone, or was dropped. */
    public static Entry inEffect(History history, int step, Rule rule) {
        int position = history.positionOf(step);
        if (position < 0) {
            throw RuleViolation.illegal("unknown-step", rule,
                    "step " + step + " is not in effect: it does not exist, was undone, or was dropped");
        }
        return history.entries().get(position);
    }

    /**
     * Plays {@code header(redecided, dropped)} and then, for each entry decided again with a different outcome, a
     * {@link StepRedecided} marker followed by its new events. Entries whose command decided again gives the very
     * same events are not recorded again: each run of them is one {@link StepsKept}. Once the battle is back where it
     * was before an entry after {@code point} (the step whose dice the revision changed), every later entry would be
     * decided on the same battle with the same dice, so all of them are kept without being decided again (issue 16:
     * a revision costs what it changes, not the length of the battle). Entries that are {@code restored} (a revoked
     * override's dropped commands, out of effect until now) are never kept: they are not among the entries the
     * revision set aside, so they come back only recorded again, and no run that holds one is kept either.
     */
    public static void redecide(Decision d, List<Entry> entries, int point, java.util.Set<Integer> restored,
                                BiFunction<List<Integer>, List<Dropped>, EncounterEvent> header) {
        EncounterState scratch = EncounterEvolver.evolve(d.state(), header.apply(List.of(), List.of()));
        Outcomes.BattlesBefore was = Outcomes.battlesBefore(d.state().history(), point);
        List<EncounterEvent> events = new ArrayList<>();
        List<Integer> redecided = new ArrayList<>();
        List<Dropped> dropped = new ArrayList<>();
        int drawn = 0;
        int keptFrom = -1;
        int keptTo = -1;
        int lastRestored = -1;
        for (int i = 0; i < entries.size(); i++) {
            lastRestored = restored.contains(entries.get(i).origin()) ? i : lastRestored;
        }
        for (int i = 0; i < entries.size(); i++) {
            Entry entry = entries.get(i);
            if (i > lastRestored && entry.origin() > point
                    && Outcomes.sameBattle(scratch.battle(), was.get(entry.origin()))) {
                keptFrom = keptFrom < 0 ? entry.origin() : keptFrom;
                keptTo = entries.get(entries.size() - 1).origin();
                break;
            }
            Accepted accepted = entry.accepted();
            Decision again = d.again(scratch, new Submission(accepted.by(), accepted.command()), entry.origin());
            try {
                again.play(Outcome.of(new StepRedecided(d.step(), entry.origin())));
                again.route(accepted.command());
                again.checkEveryDieRecorded();
            } catch (RuleViolation v) {
                if (keptFrom >= 0) {
                    events.add(new StepsKept(d.step(), keptFrom, keptTo));
                    keptFrom = -1;
                }
                dropped.add(new Dropped(entry.origin(), v.code(), v.detail()));
                continue;
            }
            List<EncounterEvent> fresh = again.events();
            if (!restored.contains(entry.origin()) && Outcomes.same(fresh.subList(1, fresh.size()), entry.events())) {
                keptFrom = keptFrom < 0 ? entry.origin() : keptFrom;
                keptTo = entry.origin();
                // what follows is decided on the battle the kept events give, as the fold will have it
                scratch = EncounterEvolver.evolve(scratch, new StepsKept(d.step(), entry.origin(), entry.origin()));
                continue;
            }
            if (keptFrom >= 0) {
                events.add(new StepsKept(d.step(), keptFrom, keptTo));
                keptFrom = -1;
            }
            scratch = again.state();
            events.addAll(fresh);
            redecided.add(entry.origin());
            drawn += again.drawn();
        }
        if (keptFrom >= 0) {
            events.add(new StepsKept(d.step(), keptFrom, keptTo));
        }
        d.play(Outcome.of(header.apply(redecided, dropped)).and(Outcome.of(events)));
        d.adoptDice(drawn);
    }
}

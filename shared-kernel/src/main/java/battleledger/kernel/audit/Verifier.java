package battleledger.kernel.audit;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.Submission;
import battleledger.kernel.event.Accepted;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.state.EncounterState;

import java.util.ArrayList;
import battleledger.kernel.support.RecordText;

import java.util.List;

/**
 * Verifies a stored battle (DESIGN.md, Replay and audit): folds the stored stream from nothing, decides every step's
 * command again against the state before it, and compares what it decides with what is stored, event by event.
 * Dice are keyed by step, so an honest stream decides to exactly itself.
 */
public final class Verifier {

    private static final EncounterDecider DECIDER = new EncounterDecider();

    private Verifier() {
    }

    public static Verification verify(List<EncounterEvent> stored) {
        EncounterState state = DECIDER.initialState();
        List<String> digests = new ArrayList<>();
        Digests digester = new Digests(); // each step's digest from what the step before left (issue 18)
        int i = 0;
        int steps = 0;
        while (i < stored.size()) {
            int step = stored.get(i).step();
            int end = i;
            while (end < stored.size() && stored.get(end).step() == step) {
                end++;
            }
            List<EncounterEvent> group = stored.subList(i, end);
            steps++;
            Verification.Difference d = check(state, step, group);
            if (d != null) {
                return new Verification(false, steps, end, Digest.of(state.battle()), digests, d);
            }
            for (EncounterEvent e : group) {
                state = DECIDER.evolve(state, e);
            }
            digests.add(digester.of(state.battle()));
            i = end;
        }
        return new Verification(true, steps, stored.size(), digests.isEmpty() ? Digest.of(state.battle())
                : digests.get(digests.size() - 1), digests, null);
    }

    private static Verification.Difference check(EncounterState before, int step, List<EncounterEvent> group) {
        if (step != before.nextStep()) {
            return new Verification.Difference(step, "the stream skips or repeats a step: step " + before.nextStep()
                    + " was expected", "step " + step, "step " + before.nextStep());
        }
        if (!(group.get(0) instanceof Accepted accepted)) {
            return new Verification.Difference(step, "the step does not begin with the command it records",
                    group.get(0).toString(), "an accepted command");
        }
        List<EncounterEvent> decided;
        try {
            decided = DECIDER.decide(before, new Submission(accepted.by(), accepted.command()));
        } catch (RuleViolation v) {
            return new Verification.Difference(step, "the rules refuse the stored command now: " + v.code(),
                    RecordText.of(accepted.command()), v.detail());
        }
        if (!decided.equals(group) && (OlderRevisions.sameOutcome(before, group, decided)
                || RenamedCitations.same(group, decided))) {
            return null;
        }
        for (int k = 0; k < Math.max(decided.size(), group.size()); k++) {
            EncounterEvent s = k < group.size() ? group.get(k) : null;
            EncounterEvent d = k < decided.size() ? decided.get(k) : null;
            if (s == null || !s.equals(d)) {
                return new Verification.Difference(step, "event " + (k + 1) + " of the step differs",
                        RecordText.of(s), RecordText.of(d));
            }
        }
        return null;
    }
}

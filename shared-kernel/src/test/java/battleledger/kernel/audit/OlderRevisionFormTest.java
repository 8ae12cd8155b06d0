package battleledger.kernel.audit;

import battleledger.kernel.command.RulingCommand.OverrideRoll;
import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.IntentEvent.TurnEnded;
import battleledger.kernel.event.RulingEvent.RollOverridden;
import battleledger.kernel.event.TimelineEvent.StepRedecided;
import battleledger.kernel.event.TimelineEvent.StepsKept;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.state.Entry;
import battleledger.kernel.timeline.RevisionCostTest;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;

import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * DESIGN.md › Replay and audit: streams stored before issue 16 recorded every command a revision decided again, even
 * those that came out the same. Such a stream still folds to the same battle and verifies; a forged step in it does
 * not.
 */
class OlderRevisionFormTest {

    private static final EncounterDecider DECIDER = new EncounterDecider();

    @Test
    @DisplayName("DESIGN › Replay and audit: a revision stored in the older full form verifies and gives the same battle")
    void aRevisionStoredInTheOlderFullFormVerifies() {
        List<EncounterEvent> compact = given(RevisionCostTest.battle(20)).when(new OverrideRoll(6, 0, List.of(20)))
                .andThen().history();
        List<EncounterEvent> older = olderForm(compact);
        assertThat(older.size()).isGreaterThan(compact.size() + 20);
        assertThat(older).noneMatch(StepsKept.class::isInstance);
        assertThat(DECIDER.fold(older).battle()).isEqualTo(DECIDER.fold(compact).battle());
        Verification v = Verifier.verify(older);
        assertThat(v.firstDifference()).isNull();
        assertThat(v.verified()).isTrue();
        assertThat(v.digest()).isEqualTo(Verifier.verify(compact).digest());
    }

    @Test
    void aForgedStepInTheOlderFullFormFailsVerification() {
        List<EncounterEvent> older = new ArrayList<>(olderForm(given(RevisionCostTest.battle(20))
                .when(new OverrideRoll(6, 0, List.of(20))).andThen().history()));
        int last = older.size() - 1;
        while (!(older.get(last) instanceof TurnEnded)) {
            last--;
        }
        TurnEnded honest = (TurnEnded) older.get(last);
        older.remove(last); // the last turn's end, decided again, is missing from the stored revision
        Verification v = Verifier.verify(older);
        assertThat(v.verified()).isFalse();
        assertThat(v.firstDifference().step()).isEqualTo(honest.step());
    }

    /** The stream as it was stored before issue 16: every kept command recorded again after its marker. */
    static List<EncounterEvent> olderForm(List<EncounterEvent> compact) {
        int step = compact.get(compact.size() - 1).step();
        List<EncounterEvent> earlier = compact.stream().filter(e -> e.step() < step).toList();
        EncounterState before = DECIDER.fold(earlier);
        List<EncounterEvent> out = new ArrayList<>(earlier);
        List<EncounterEvent> revision = compact.stream().filter(e -> e.step() == step).toList();
        List<Integer> redecided = new ArrayList<>();
        List<EncounterEvent> body = new ArrayList<>();
        for (EncounterEvent e : revision.subList(1, revision.size())) {
            if (e instanceof StepsKept k) {
                for (Entry entry : before.history().entries()) {
                    if (entry.origin() >= k.from() && entry.origin() <= k.to()) {
                        redecided.add(entry.origin());
                        body.add(new StepRedecided(step, entry.origin()));
                        entry.events().forEach(old -> body.add(restamped(old, step)));
                    }
                }
            } else {
                if (e instanceof StepRedecided m) {
                    redecided.add(m.origin());
                }
                body.add(e);
            }
        }
        RollOverridden h = (RollOverridden) revision.get(0);
        out.add(new RollOverridden(h.step(), h.by(), h.targetStep(), h.roll(), h.firstDie(), h.dice(), redecided,
                h.dropped()));
        out.addAll(body);
        return out;
    }

    /** The same event stamped with another step (the records' first component). */
    private static EncounterEvent restamped(EncounterEvent e, int step) {
        try {
            RecordComponent[] parts = e.getClass().getRecordComponents();
            Object[] values = new Object[parts.length];
            Class<?>[] types = new Class<?>[parts.length];
            for (int i = 0; i < parts.length; i++) {
                types[i] = parts[i].getType();
                values[i] = parts[i].getAccessor().invoke(e);
            }
            assertThat(parts[0].getName()).isEqualTo("step");
            values[0] = step;
            Constructor<?> c = e.getClass().getDeclaredConstructor(types);
            return (EncounterEvent) c.newInstance(values);
        } catch (ReflectiveOperationException x) {
            throw new IllegalStateException(x);
        }
    }
}

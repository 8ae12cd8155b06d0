package battleledger.ledger.projection;

import battleledger.kernel.audit.Digest;
import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.state.EncounterState;
import battleledger.ledger.bench.DriverBattle;
import org.junit.jupiter.api.Test;
import org.openjdk.jol.info.GraphLayout;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18: a rebuild folds each encounter whole from the store and writes every step's row with the digest of the
 * battle after that step (DESIGN, "verify": a digest of the state after each step), and every K-th step's battle.
 * {@link WholeFold} makes each step's digest as its events end rather than keeping every step's state until the rows
 * are made: the rows are the same, and a long battle no longer holds a copy of its timeline's path per step.
 */
class WholeFoldTest {

    static {
        System.setProperty("jol.magicFieldOffset", "true"); // as FootprintMeasuredTest
    }

    private static final EncounterDecider DECIDER = new EncounterDecider();
    private static final int EVERY = 32;

    @Test
    void eachStepsDigestIsThatOfTheBattleAfterTheStepsLastEventAndEveryKthStepsBattleIsKept() {
        List<EncounterEvent> events = new ArrayList<>();
        DriverBattle.play(40, events);

        WholeFold fold = new WholeFold(EVERY);
        Map<Integer, EncounterState> after = new TreeMap<>(); // the oracle: the state after each step's last event
        EncounterState state = DECIDER.initialState();
        for (int i = 0; i < events.size(); i++) {
            state = DECIDER.evolve(state, events.get(i));
            fold.record(new Projected(state, i, i), events.get(i));
            after.put(events.get(i).step(), state);
        }

        assertThat(after).hasSizeGreaterThan(2 * EVERY);
        List<StateRow> snapshots = new ArrayList<>();
        after.forEach((step, battle) -> {
            String digest = Digest.of(battle.battle());
            assertThat(fold.digest(step)).as("step %d", step).isEqualTo(digest);
            if (step % EVERY == 0) {
                snapshots.add(new StateRow(step, digest, ReadModelWriter.json(battle.battle())));
            }
        });
        assertThat(snapshots).hasSizeGreaterThanOrEqualTo(2);
        assertThat(fold.snapshots()).isEqualTo(snapshots);
        assertThat(fold.latest().state()).isSameAs(state);
        assertThat(fold.digest(after.size() + 5)).as("a step no event was of").isNull();
    }

    @Test
    void aStepWhoseEventsComeAgainLaterIsDigestedFromItsLaterState() {
        List<EncounterEvent> events = new ArrayList<>();
        DriverBattle.play(3, events);
        EncounterEvent ofStepFive = events.stream().filter(e -> e.step() == 5).findFirst().orElseThrow();
        EncounterEvent ofStepSix = events.stream().filter(e -> e.step() == 6).findFirst().orElseThrow();
        List<EncounterState> states = new ArrayList<>();
        EncounterState state = DECIDER.initialState();
        for (EncounterEvent e : events) {
            state = DECIDER.evolve(state, e);
            states.add(state);
        }

        WholeFold fold = new WholeFold(EVERY);
        fold.record(new Projected(states.get(1), 1, 1), ofStepFive);
        fold.record(new Projected(states.get(2), 2, 2), ofStepSix);
        fold.record(new Projected(states.get(3), 3, 3), ofStepFive);

        assertThat(fold.digest(5)).isEqualTo(Digest.of(states.get(3).battle()))
                .isNotEqualTo(Digest.of(states.get(1).battle()));
        assertThat(fold.digest(6)).isEqualTo(Digest.of(states.get(2).battle()));
    }

    /**
     * What the fold keeps beyond its latest battle: a digest a step and every K-th battle as text, 245 bytes a step
     * for the driver's battle of 4,505 steps. Keeping every step's state until the rows were made held 2,661 (each
     * state's own path through the persistent timeline, and more the longer the battle).
     */
    @Test
    void aLongBattleFoldedWholeKeepsAFewHundredBytesAStepBesideItsLatestBattle() {
        List<EncounterEvent> events = new ArrayList<>();
        EncounterState end = DriverBattle.play(1_500, events);
        WholeFold fold = new WholeFold(EVERY);
        EncounterState state = DECIDER.initialState();
        for (int i = 0; i < events.size(); i++) {
            state = DECIDER.evolve(state, events.get(i));
            fold.record(new Projected(state, i, i), events.get(i));
        }
        fold.snapshots(); // the last step's digest made

        int steps = end.timeline().steps().size();
        long beside = GraphLayout.parseInstance(fold).totalSize() - GraphLayout.parseInstance(fold.latest()).totalSize();
        assertThat(beside / steps).as("%d bytes beside the latest battle for %d steps", beside, steps)
                .isLessThan(400);
    }
}

package battleledger.kernel.golden;

import battleledger.kernel.audit.Digest;
import battleledger.kernel.audit.Digests;
import battleledger.kernel.command.RulingCommand.OverrideRoll;
import battleledger.kernel.command.TimelineCommand.Undo;
import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.timeline.RevisionCostTest;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static battleledger.kernel.support.GivenWhenThen.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18: {@link Digests} gives, step after step, the very digest {@link Digest#of} gives (DESIGN.md, Replay and
 * audit: every step's digest is what {@code /verify} compares), over battles of the golden corpus (grids, areas,
 * reactions, the end of a fight) and a long battle revised and undone.
 */
class DigestsOverTheCorpusTest {

    private static final EncounterDecider DECIDER = new EncounterDecider();

    @Test
    @DisplayName("DESIGN › Replay and audit: the digests made step after step are the battle's own digests")
    void theDigestsMadeStepAfterStepAreEachBattlesOwnDigest() {
        List<Battle> battles = corpus();
        assertThat(battles).hasSizeGreaterThan(500);
        Digests digests = new Digests();
        for (Battle b : battles) {
            assertThat(digests.of(b)).isEqualTo(Digest.of(b));
        }
    }

    @Test
    @DisplayName("DESIGN › Replay and audit: battles given out of their order still get their own digests")
    void battlesGivenOutOfOrderOrTwiceStillGetTheirOwnDigests() {
        List<Battle> battles = new ArrayList<>(corpus().subList(0, 300));
        Collections.shuffle(battles, new java.util.Random(18));
        battles.add(battles.get(0));
        battles.add(battles.get(0));
        Digests digests = new Digests();
        for (Battle b : battles) {
            assertThat(digests.of(b)).isEqualTo(Digest.of(b));
        }
    }

    /** Every step's battle of a few corpus battles and of a long battle overridden deep down and undone. */
    private static List<Battle> corpus() {
        List<Battle> out = new ArrayList<>();
        int taken = 0;
        for (var play : GoldenBattles.all().values()) {
            if (taken++ % 17 != 0) {
                continue; // a spread of line-ups and options, not all of them
            }
            EncounterState state = DECIDER.initialState();
            for (List<EncounterEvent> step : play.get().steps()) {
                for (EncounterEvent e : step) {
                    state = DECIDER.evolve(state, e);
                }
                out.add(state.battle());
            }
        }
        EncounterState state = DECIDER.initialState();
        for (EncounterEvent e : given(RevisionCostTest.battle(60)).when(new OverrideRoll(6, 0, List.of(20)))
                .andThen().when(new Undo()).andThen().history()) {
            state = DECIDER.evolve(state, e);
            out.add(state.battle());
        }
        return out;
    }
}

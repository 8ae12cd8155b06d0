package battleledger.ledger.projection;

import battleledger.kernel.state.EncounterState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18: a rebuild lets go of the projection's folds and puts none back, so a batch folded before it may find no
 * fold of its encounter when it commits. Its rows then say how far the rebuild wrote: the batch leaves out what the
 * rebuild wrote, and writes the rest, never a row twice (issue 16: a rebuild goes unnoticed by the projection).
 */
class BatchRebaseTest {

    private final ProjectionCache empty = new ProjectionCache();
    private final List<Long> folded = new ArrayList<>();

    /** A batch that folded events 11 and 12 of "x" from the fold at 10. */
    private static Batch batch() {
        Batch b = new Batch();
        Touched t = new Touched(at(10));
        t.latest = at(12);
        b.encounters.put("x", t);
        b.lines.add(line(11));
        b.lines.add(line(12));
        return b;
    }

    @Test
    @DisplayName("with no fold cached and rows a rebuild wrote as far as the batch goes, the batch leaves the encounter out")
    void rowsWrittenAsFarAsTheBatchGoesLeaveTheEncounterOut() {
        Batch b = batch();
        b.rebase(empty, id -> 12, this::fold);
        assertThat(b.encounters).isEmpty();
        assertThat(b.lines).isEmpty();
        assertThat(folded).as("nothing folded from the store").isEmpty();
    }

    @Test
    @DisplayName("with rows a rebuild wrote part of the way, the batch starts from the fold that far and writes the rest")
    void rowsWrittenPartOfTheWayAreTakenAsTheBatchsStart() {
        Batch b = batch();
        b.rebase(empty, id -> 11, this::fold);
        assertThat(folded).containsExactly(11L);
        assertThat(b.encounters.get("x").before.sequence()).isEqualTo(11);
        assertThat(b.lines).extracting(LogEntry::sequence).containsExactly(12L);
    }

    @Test
    @DisplayName("with rows where the batch began, the batch is written whole, with nothing folded from the store")
    void rowsWhereTheBatchBeganLeaveItWhole() {
        Batch b = batch();
        b.rebase(empty, id -> 10, this::fold);
        assertThat(folded).isEmpty();
        assertThat(b.encounters.get("x").before.sequence()).isEqualTo(10);
        assertThat(b.lines).extracting(LogEntry::sequence).containsExactly(11L, 12L);
    }

    @Test
    @DisplayName("with a fold cached, the rows are not asked")
    void aCachedFoldIsTakenWithoutAskingTheRows() {
        ProjectionCache cache = new ProjectionCache();
        cache.put("x", at(11));
        Batch b = batch();
        b.rebase(cache, id -> {
            throw new AssertionError("the rows were asked");
        }, this::fold);
        assertThat(b.encounters.get("x").before.sequence()).isEqualTo(11);
        assertThat(b.lines).extracting(LogEntry::sequence).containsExactly(12L);
    }

    private Projected fold(String id, long last) {
        folded.add(last);
        return at(last);
    }

    private static Projected at(long sequence) {
        return new Projected(EncounterState.INITIAL, sequence, -1);
    }

    private static LogEntry line(long sequence) {
        return new LogEntry("x:" + sequence, "x", sequence, 1, "CheckCalled", "ruling", "", null, "[]", 1, 0, null,
                "[]");
    }
}

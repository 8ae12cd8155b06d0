package battleledger.ledger.projection;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;

/**
 * A rebuild's folds made ahead (issue 18): while one group of encounters is written, which is one thread's work, the
 * next group's events are read and folded on a thread of its own ({@code rebuild-ahead}), outside the writers' lock,
 * so the other core does not wait for the writing. The rebuild checks a fold made ahead against the rows before it
 * writes it ({@link Rebuilder}).
 * <p>
 * A battle longer than a group's events is not folded ahead: it would be in memory beside the group being written
 * (two long battles' folds at once ran one more full collection of the 128 MiB heap); it is folded when it is written,
 * under the lock, as before.
 */
final class FoldsAhead implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(FoldsAhead.class);

    private final ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "rebuild-ahead");
        t.setDaemon(true);
        return t;
    });
    private final Map<String, Long> sizes;
    private final Function<List<String>, List<Rebuilder.Folded>> fold;
    private Future<List<Rebuilder.Folded>> next;

    /**
     * @param sizes how many events each encounter has
     * @param fold  reads and folds a group's encounters
     */
    FoldsAhead(Map<String, Long> sizes, Function<List<String>, List<Rebuilder.Folded>> fold) {
        this.sizes = sizes;
        this.fold = fold;
    }

    /** Begins folding this group, unless it holds more than a group's events. */
    void begin(List<String> ids) {
        long events = ids.stream().mapToLong(id -> sizes.getOrDefault(id, 0L)).sum();
        next = events > Rebuilder.EVENTS_PER_TRANSACTION ? null : thread.submit(() -> fold.apply(ids));
    }

    /**
     * The fold begun last, of this group, once it is made; null if none was begun or it failed (the group is then
     * folded under the lock).
     */
    List<Rebuilder.Folded> take(List<String> ids) {
        Future<List<Rebuilder.Folded>> made = next;
        next = null;
        if (made == null) {
            return null;
        }
        try {
            return made.get();
        } catch (ExecutionException e) {
            LOG.info("folding {} ahead failed; it is folded when written", ids, e.getCause());
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the rebuild was interrupted", e);
        }
    }

    /**
     * A fold not begun is cancelled; one under way ends on its own: it reads the store, and a FileChannel is closed
     * when its reader is interrupted.
     */
    @Override
    public void close() {
        if (next != null) {
            next.cancel(false);
        }
        thread.shutdown();
    }
}

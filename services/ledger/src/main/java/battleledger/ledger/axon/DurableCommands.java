package battleledger.ledger.axon;

import org.axonframework.commandhandling.CommandBus;
import org.axonframework.commandhandling.CommandCallback;
import org.axonframework.commandhandling.CommandMessage;
import org.axonframework.commandhandling.GenericCommandResultMessage;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLRecoverableException;
import java.sql.Statement;
import java.util.Optional;

/**
 * A command is answered only once its events are on the disk (issue 18: an acknowledged command is never lost, a
 * power cut included). On H2 a commit is written to the file later (its {@code WRITE_DELAY}; even with
 * {@code WRITE_DELAY=0} it is written but not forced to the disk: H2 2.3's MVStore calls {@code FileChannel.force}
 * only on {@code CHECKPOINT SYNC}, a compaction or a close), so after a command's transaction commits, the thread
 * that sent it waits for a {@code CHECKPOINT SYNC} that started after the commit before it hears the result: one
 * flush and one fsync for every command that committed meanwhile ({@link GroupCommit}). A flush that fails fails the
 * command with 503 store-unavailable, never a 200.
 * <p>
 * On PostgreSQL nothing is added: with {@code synchronous_commit = on} (its default, which the service keeps) the
 * commit itself returns once the WAL is flushed, and PostgreSQL groups concurrent commits into one WAL flush itself.
 */
public final class DurableCommands {

    private final GroupCommit group;

    DurableCommands(GroupCommit group) {
        this.group = group;
    }

    /** The group commit for a store that needs one: an H2 database in files (not {@code mem:}), when enabled. */
    static Optional<DurableCommands> forStore(String url, DataSource pool, boolean enabled) {
        if (!enabled || !needsGroupCommit(url)) {
            return Optional.empty();
        }
        return Optional.of(new DurableCommands(new GroupCommit(() -> checkpointSync(pool))));
    }

    public static boolean needsGroupCommit(String url) {
        return url != null && url.startsWith("jdbc:h2:") && !url.startsWith("jdbc:h2:mem:");
    }

    /** H2's CHECKPOINT SYNC: everything committed is written to the file as one chunk, then the file is forced. */
    private static void checkpointSync(DataSource pool) throws Exception {
        try (Connection c = pool.getConnection(); Statement st = c.createStatement()) {
            st.execute("CHECKPOINT SYNC");
        } catch (Exception e) {
            // a store that cannot flush is unavailable: 503 store-unavailable (StoreProblems), the command not acked
            throw new SQLRecoverableException("the store could not flush a commit to its disk: " + e.getMessage(),
                    DriverErrors.CONNECTION_FAILURE, e);
        }
    }

    /**
     * The command bus whose callers hear of a command's result only once its commit is durable. The wait is in the
     * result's callback, which the local bus calls after the unit of work has ended, its aggregate lock released
     * (so commands on one encounter do not queue behind each other's flush), and a flush that fails turns the
     * result into that failure (a unit of work's after-commit handlers cannot: Axon logs and drops their errors).
     */
    CommandBus around(CommandBus bus) {
        return new AnswerWrappingBus(bus) {
            @Override
            public <C, R> void dispatch(CommandMessage<C> command, CommandCallback<? super C, ? super R> callback) {
                bus.dispatch(command, (CommandCallback<C, R>) (message, result) -> {
                    // a refusal waits too: it was decided on a state whose last commits may not be on the disk yet
                    if (!result.isExceptional()) {
                        try {
                            group.awaitDurable();
                        } catch (GroupCommit.NotDurable e) {
                            callback.onResult(message, GenericCommandResultMessage.asCommandResultMessage(e));
                            return;
                        }
                    }
                    callback.onResult(message, result);
                });
            }
        };
    }

    public GroupCommit group() {
        return group;
    }
}

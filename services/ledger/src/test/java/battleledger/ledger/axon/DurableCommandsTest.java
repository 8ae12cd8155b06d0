package battleledger.ledger.axon;

import org.axonframework.commandhandling.CommandBus;
import org.axonframework.commandhandling.CommandMessage;
import org.axonframework.commandhandling.CommandResultMessage;
import org.axonframework.commandhandling.GenericCommandMessage;
import org.axonframework.commandhandling.SimpleCommandBus;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18, group commit: the sender hears a command's result only after a flush, a failed command waits for none,
 * a flush that fails is the command's failure; only H2 in files needs it.
 */
class DurableCommandsTest {

    private final List<String> happened = new ArrayList<>();
    private final AtomicInteger flushes = new AtomicInteger();

    private CommandBus bus(boolean failingFlush) {
        SimpleCommandBus local = SimpleCommandBus.builder().build();
        local.subscribe("ok", m -> {
            happened.add("handled");
            return "done";
        });
        local.subscribe("refused", m -> {
            throw new IllegalStateException("no");
        });
        return new DurableCommands(new GroupCommit(() -> {
            flushes.incrementAndGet();
            happened.add("flushed");
            if (failingFlush) {
                throw new java.io.IOException("disk gone");
            }
        })).around(local);
    }

    private CommandResultMessage<?> send(CommandBus bus, String name) {
        List<CommandResultMessage<?>> results = new ArrayList<>();
        CommandMessage<Object> command = new GenericCommandMessage<>(
                GenericCommandMessage.asCommandMessage("payload"), name);
        bus.dispatch(command, (c, r) -> {
            happened.add("answered");
            results.add(r);
        });
        return results.get(0);
    }

    @Test
    void theSenderHearsTheResultOnlyAfterAFlush() {
        CommandResultMessage<?> result = send(bus(false), "ok");
        assertThat(result.isExceptional()).isFalse();
        assertThat(result.getPayload()).isEqualTo("done");
        assertThat(happened).containsExactly("handled", "flushed", "answered");
    }

    @Test
    void aFailedCommandWaitsForNoFlush() {
        CommandResultMessage<?> result = send(bus(false), "refused");
        assertThat(result.isExceptional()).isTrue();
        assertThat(flushes).hasValue(0);
    }

    @Test
    void aFlushThatFailsIsTheCommandsFailureNotItsSuccess() {
        CommandResultMessage<?> result = send(bus(true), "ok");
        assertThat(result.isExceptional()).isTrue();
        assertThat(result.exceptionResult()).isInstanceOf(GroupCommit.NotDurable.class)
                .hasRootCauseMessage("disk gone");
        assertThat(happened).containsExactly("handled", "flushed", "answered");
    }

    @Test
    void onlyAnH2DatabaseInFilesNeedsAGroupCommit() {
        assertThat(DurableCommands.needsGroupCommit("jdbc:h2:file:./data/battle-ledger;WRITE_DELAY=0")).isTrue();
        assertThat(DurableCommands.needsGroupCommit("jdbc:h2:./data/x")).isTrue();
        assertThat(DurableCommands.needsGroupCommit("jdbc:h2:mem:test")).isFalse();
        assertThat(DurableCommands.needsGroupCommit("jdbc:postgresql://localhost/ledger")).isFalse();
        assertThat(DurableCommands.forStore("jdbc:h2:file:x", null, false)).isEmpty();
    }
}

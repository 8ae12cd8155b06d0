package battleledger.ledger.ops;

import battleledger.kernel.command.Submission;
import battleledger.ledger.axon.EncounterCommands;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import org.axonframework.commandhandling.CommandMessage;
import org.axonframework.messaging.InterceptorChain;
import org.axonframework.messaging.MessageDispatchInterceptor;
import org.axonframework.messaging.MessageHandlerInterceptor;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.axonframework.messaging.unitofwork.UnitOfWork;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.modelling.command.ConcurrencyException;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;

/**
 * The command side in numbers (issue 12, Metrics): {@code ledger.commands} by command type and outcome (accepted,
 * refused, conflict, failed), {@code ledger.command.decide} (the aggregate folding and the kernel deciding) and
 * {@code ledger.command.append} (appending the events and committing) by type, and {@code ledger.events.appended}.
 */
public final class CommandMetrics implements MessageHandlerInterceptor<CommandMessage<?>> {

    private final MeterRegistry meters;
    private final Counter appended;

    public CommandMetrics(MeterRegistry meters) {
        this.meters = meters;
        this.appended = Counter.builder("ledger.events.appended").description("events appended to the store")
                .register(meters);
    }

    @Override
    public Object handle(UnitOfWork<? extends CommandMessage<?>> unitOfWork, InterceptorChain chain)
            throws Exception {
        String type = type(unitOfWork.getMessage().getPayload());
        long started = System.nanoTime();
        unitOfWork.onRollback(u -> {
            Throwable cause = u.getExecutionResult() == null ? null : u.getExecutionResult().getExceptionResult();
            count(type, cause instanceof ConcurrencyException ? "conflict" : "failed");
        });
        Object result = chain.proceed();
        long decided = System.nanoTime();
        timer("ledger.command.decide", type).record(decided - started, TimeUnit.NANOSECONDS);
        String outcome = result instanceof EncounterCommands.Decided d && d.refused() != null ? "refused" : "accepted";
        unitOfWork.afterCommit(u -> {
            timer("ledger.command.append", type).record(System.nanoTime() - decided, TimeUnit.NANOSECONDS);
            count(type, outcome);
        });
        return result;
    }

    /** Counts events once the unit of work that publishes them has committed. */
    public MessageDispatchInterceptor<EventMessage<?>> eventsAppended() {
        return new MessageDispatchInterceptor<>() {
            @Override
            public BiFunction<Integer, EventMessage<?>, EventMessage<?>> handle(List<? extends EventMessage<?>> messages) {
                int n = messages.size();
                if (CurrentUnitOfWork.isStarted()) {
                    CurrentUnitOfWork.get().afterCommit(u -> appended.increment(n));
                } else {
                    appended.increment(n);
                }
                return (i, m) -> m;
            }
        };
    }

    private void count(String type, String outcome) {
        Counter.builder("ledger.commands").description("commands by type and outcome")
                .tag("type", type).tag("outcome", outcome).register(meters).increment();
    }

    private Timer timer(String name, String type) {
        return Timer.builder(name).tag("type", type).register(meters);
    }

    private static String type(Object payload) {
        Submission s = payload instanceof EncounterCommands.Submit submit ? submit.submission()
                : payload instanceof EncounterCommands.Create create ? create.submission() : null;
        return s == null || s.command() == null ? payload.getClass().getSimpleName()
                : s.command().getClass().getSimpleName();
    }
}

package battleledger.ledger.axon;

import org.axonframework.commandhandling.CommandMessage;
import org.axonframework.common.caching.Cache;
import org.axonframework.messaging.InterceptorChain;
import org.axonframework.messaging.MessageHandlerInterceptor;
import org.axonframework.messaging.unitofwork.UnitOfWork;

/**
 * A command sent with {@link #KEY} is decided on the encounter read afresh from the store: the node that handles
 * it (which, with the cluster on, may not be the node that sent it) drops its cached encounter first. The service
 * sends a command again this way when the first answer was decided on a state behind the stream (issue 12).
 */
public final class FreshState implements MessageHandlerInterceptor<CommandMessage<?>> {

    /** The metadata key; its value is {@code "true"}. */
    public static final String KEY = "ledger-fresh-state";

    private final Cache cache;

    FreshState(Cache cache) {
        this.cache = cache;
    }

    @Override
    public Object handle(UnitOfWork<? extends CommandMessage<?>> unitOfWork, InterceptorChain chain)
            throws Exception {
        CommandMessage<?> command = unitOfWork.getMessage();
        if ("true".equals(String.valueOf(command.getMetaData().get(KEY)))
                && command.getPayload() instanceof EncounterCommands.Submit submit) {
            cache.remove(submit.encounterId());
        }
        return chain.proceed();
    }
}

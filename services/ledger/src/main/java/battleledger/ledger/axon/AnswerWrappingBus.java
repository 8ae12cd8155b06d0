package battleledger.ledger.axon;

import org.axonframework.commandhandling.CommandBus;
import org.axonframework.commandhandling.CommandCallback;
import org.axonframework.commandhandling.CommandMessage;
import org.axonframework.common.Registration;
import org.axonframework.messaging.MessageDispatchInterceptor;
import org.axonframework.messaging.MessageHandler;
import org.axonframework.messaging.MessageHandlerInterceptor;

/**
 * A command bus that hands everything to the one it wraps and changes only how a dispatched command's answer reaches
 * its caller (DurableCommands: once it is durable; StoreFailures: a store failure named so the forwarding node knows
 * it): subscribing, interceptors and a dispatch nobody waits on go straight through.
 */
abstract class AnswerWrappingBus implements CommandBus {

    protected final CommandBus bus;

    AnswerWrappingBus(CommandBus bus) {
        this.bus = bus;
    }

    @Override
    public <C> void dispatch(CommandMessage<C> command) {
        bus.dispatch(command); // nobody waits for an answer
    }

    @Override
    public abstract <C, R> void dispatch(CommandMessage<C> command, CommandCallback<? super C, ? super R> callback);

    @Override
    public Registration subscribe(String commandName, MessageHandler<? super CommandMessage<?>> handler) {
        return bus.subscribe(commandName, handler);
    }

    @Override
    public Registration registerHandlerInterceptor(MessageHandlerInterceptor<? super CommandMessage<?>> interceptor) {
        return bus.registerHandlerInterceptor(interceptor);
    }

    @Override
    public Registration registerDispatchInterceptor(
            MessageDispatchInterceptor<? super CommandMessage<?>> interceptor) {
        return bus.registerDispatchInterceptor(interceptor);
    }
}

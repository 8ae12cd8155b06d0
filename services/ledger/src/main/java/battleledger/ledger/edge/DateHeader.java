package battleledger.ledger.edge;

import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import io.micronaut.http.netty.channel.ChannelPipelineCustomizer;
import io.micronaut.http.server.netty.NettyServerCustomizer;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpStatusClass;
import jakarta.inject.Singleton;

/**
 * Sets the Date header ({@link HttpDate}) on every answer the HTTP server writes, just before it is encoded: routed
 * answers, problems, refusals made by the security filter, unknown paths and the server's own errors alike. Micronaut's
 * own Date header is off ({@code micronaut.server.date-header: false}); it formatted the time for every answer, and
 * only on the answers of its routes.
 */
@Singleton
final class DateHeader implements BeanCreatedEventListener<NettyServerCustomizer.Registry> {

    private static final Stamp STAMP = new Stamp();

    @Override
    public NettyServerCustomizer.Registry onCreated(BeanCreatedEvent<NettyServerCustomizer.Registry> event) {
        event.getBean().register(new Customizer(null));
        return event.getBean();
    }

    /** Puts the stamp beside the HTTP/1.1 codec of each connection. */
    private record Customizer(Channel channel) implements NettyServerCustomizer {

        @Override
        public NettyServerCustomizer specializeForChannel(Channel channel, ChannelRole role) {
            return new Customizer(channel);
        }

        @Override
        public void onStreamPipelineBuilt() {
            if (channel != null
                    && channel.pipeline().get(ChannelPipelineCustomizer.HANDLER_HTTP_SERVER_CODEC) != null) {
                channel.pipeline().addAfter(ChannelPipelineCustomizer.HANDLER_HTTP_SERVER_CODEC, "ledger-date", STAMP);
            }
        }
    }

    /** The Date of an answer that has none (but a 1xx). */
    @ChannelHandler.Sharable
    static final class Stamp extends ChannelOutboundHandlerAdapter {
        @Override
        public void write(ChannelHandlerContext ctx, Object message, ChannelPromise promise) {
            // not on a 1xx, which RFC 9110 lets go without: the server's 100 Continue is one object for all connections
            if (message instanceof HttpResponse response
                    && response.status().codeClass() != HttpStatusClass.INFORMATIONAL
                    && !response.headers().contains(HttpHeaderNames.DATE)) {
                response.headers().set(HttpHeaderNames.DATE, HttpDate.now());
            }
            ctx.write(message, promise);
        }
    }
}

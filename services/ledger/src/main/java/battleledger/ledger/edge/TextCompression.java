package battleledger.ledger.edge;

import io.micronaut.context.annotation.Replaces;
import io.micronaut.http.MediaType;
import io.micronaut.http.server.netty.DefaultHttpCompressionStrategy;
import io.micronaut.http.server.netty.HttpCompressionStrategy;
import io.micronaut.http.server.netty.configuration.NettyHttpServerConfiguration;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpUtil;
import jakarta.inject.Singleton;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Which answers the HTTP server may compress: Micronaut's own rule (a text-based content type, a body at least the
 * configured threshold long or of unknown length), with the text-based check remembered per content type. Micronaut
 * asks it of every answer before it looks at whether the client accepts a compressed one at all, and answers it with
 * a regular expression each time: 4% of a read's CPU at 16 clients (issue 18). The service answers a handful of
 * content types, so the few answers are kept (at most {@link #KEPT}; any beyond are checked every time).
 */
@Singleton
@Replaces(DefaultHttpCompressionStrategy.class)
final class TextCompression implements HttpCompressionStrategy {

    static final int KEPT = 64;

    private final int threshold;
    private final int level;
    private final int maxZstdEncodeSize;
    private final Map<String, Boolean> textBased = new ConcurrentHashMap<>();

    TextCompression(NettyHttpServerConfiguration configuration) {
        this.threshold = configuration.getCompressionThreshold();
        this.level = configuration.getCompressionLevel();
        this.maxZstdEncodeSize = configuration.getMaxZstdEncodeSize();
    }

    @Override
    public boolean isEnabled() {
        return threshold >= 0;
    }

    @Override
    public boolean shouldCompress(HttpResponse response) {
        if (!isEnabled()) {
            return false;
        }
        String contentType = response.headers().get(HttpHeaderNames.CONTENT_TYPE);
        long length = HttpUtil.getContentLength(response, -1L); // set by the server before it asks, for a whole body
        return contentType != null && (length == -1 || length >= threshold) && textBased(contentType);
    }

    /** {@link MediaType#isTextBased(String)}, remembered. */
    boolean textBased(String contentType) {
        Boolean known = textBased.get(contentType);
        if (known != null) {
            return known;
        }
        boolean text = MediaType.isTextBased(contentType);
        if (textBased.size() < KEPT) {
            textBased.put(contentType, text);
        }
        return text;
    }

    @Override
    public int getCompressionLevel() {
        return level;
    }

    @Override
    public int getMaxZstdEncodeSize() {
        return maxZstdEncodeSize;
    }
}

package battleledger.ledger.api;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One log line per request (issue 12, Logs): method, path, status, milliseconds, and the encounter and step when
 * there are any, as {@code POST /encounters/ambush/commands 200 12ms encounter=ambush step=7}. The same fields go
 * to the MDC, so the JSON log format ({@code LOG_FORMAT=JSON}) carries them as fields of their own. Logged by
 * {@code battleledger.requests} at INFO; silence it there.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
final class RequestLog {

    private static final Logger LOG = LoggerFactory.getLogger("battleledger.requests");
    private static final String STARTED = RequestLog.class.getName() + ".started";
    private static final Pattern ENCOUNTER = Pattern.compile("^/encounters/([^/?]+)");

    @RequestFilter
    void started(HttpRequest<?> request) {
        request.setAttribute(STARTED, System.nanoTime());
    }

    @ResponseFilter
    void answered(HttpRequest<?> request, MutableHttpResponse<?> response) {
        if (!LOG.isInfoEnabled()) {
            return;
        }
        long started = request.getAttribute(STARTED, Long.class).orElse(System.nanoTime());
        long millis = (System.nanoTime() - started) / 1_000_000;
        String path = request.getPath();
        Matcher m = ENCOUNTER.matcher(path);
        String encounter = m.find() ? m.group(1) : null;
        Object body = response.getBody().orElse(null);
        Integer step = body instanceof Views.CommandAnswer a ? Integer.valueOf(a.step())
                : body instanceof Views.Created c ? Integer.valueOf(c.step()) : null;
        if (encounter == null && body instanceof Views.Created c) {
            encounter = c.id();
        }
        try {
            MDC.put("method", request.getMethodName());
            MDC.put("path", path);
            MDC.put("status", Integer.toString(response.code()));
            MDC.put("ms", Long.toString(millis));
            if (encounter != null) {
                MDC.put("encounter", encounter);
            }
            if (step != null) {
                MDC.put("step", step.toString());
            }
            LOG.info("{} {} {} {}ms{}{}", request.getMethodName(), path, response.code(), millis,
                    encounter == null ? "" : " encounter=" + encounter, step == null ? "" : " step=" + step);
        } finally {
            MDC.remove("method");
            MDC.remove("path");
            MDC.remove("status");
            MDC.remove("ms");
            MDC.remove("encounter");
            MDC.remove("step");
        }
    }
}

package battleledger.ledger.api;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;

/**
 * One log line per request (issue 12, Logs): method, path, status, milliseconds, and the encounter and step when
 * there are any, as {@code POST /encounters/ambush/commands 200 12ms encounter=ambush step=7}. The same fields go
 * to the MDC, so the JSON log format ({@code LOG_FORMAT=JSON}) carries them as fields of their own. Logged by
 * {@code battleledger.requests} at INFO; silence it there.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
@io.micronaut.core.annotation.Order(RequestLog.ORDER)
final class RequestLog {

    /**
     * The first of the filters ({@code ServerFilterPhase.FIRST}), so the line is of the answer as sent, refusals
     * included: in its default place, after Micronaut Security's filter, a request refused for its token (401, 403
     * {@code forbidden}) never reached it and left no line.
     */
    static final int ORDER = -1000;

    private static final Logger LOG = LoggerFactory.getLogger("battleledger.requests");
    private static final String STARTED = RequestLog.class.getName() + ".started";
    private static final String ENCOUNTERS = "/encounters/";

    @RequestFilter
    void started(HttpRequest<?> request) {
        request.setAttribute(STARTED, System.nanoTime());
    }

    @ResponseFilter
    void answered(HttpRequest<?> request, MutableHttpResponse<?> response) {
        if (!LOG.isInfoEnabled()) {
            return;
        }
        // the attribute as stored (asking for a Long converts it, a lookup in the conversion service per request)
        long now = System.nanoTime();
        long started = request.getAttribute(STARTED).orElse(null) instanceof Long l ? l : now;
        long millis = (now - started) / 1_000_000;
        String path = request.getPath();
        String encounter = encounter(path);
        Object body = response.getBody().orElse(null);
        Integer step = body instanceof Views.CommandAnswer a ? Integer.valueOf(a.step())
                : body instanceof Views.Created c ? Integer.valueOf(c.step()) : null;
        if (encounter == null && body instanceof Views.Created c) {
            encounter = c.id();
        }
        write(request.getMethodName(), path, response.code(), millis, encounter, step, null);
    }

    /**
     * The line of a request the filters never saw: Netty refused its request line or headers as too long (414, 431;
     * ProblemHandlers.TooLong) before Micronaut read it, so neither its method nor its path is known. It reads
     * {@code - - 414 0ms refused=uri-too-long}.
     */
    static void unread(int status, String code) {
        if (LOG.isInfoEnabled()) {
            write("-", "-", status, 0, null, null, code);
        }
    }

    private static void write(String method, String path, int status, long millis, String encounter, Integer step,
                              String refused) {
        try {
            MDC.put("method", method);
            MDC.put("path", path);
            MDC.put("status", Integer.toString(status));
            MDC.put("ms", Long.toString(millis));
            if (encounter != null) {
                MDC.put("encounter", encounter);
            }
            if (step != null) {
                MDC.put("step", step.toString());
            }
            if (refused != null) {
                MDC.put("refused", refused);
            }
            // the line made here, not by the logger's placeholder parsing (issue 18: 1.4% of a read's CPU)
            StringBuilder line = new StringBuilder(96).append(method).append(' ').append(path)
                    .append(' ').append(status).append(' ').append(millis).append("ms");
            if (encounter != null) {
                line.append(" encounter=").append(encounter);
            }
            if (step != null) {
                line.append(" step=").append(step);
            }
            if (refused != null) {
                line.append(" refused=").append(refused);
            }
            LOG.info(line.toString());
        } finally {
            MDC.remove("method");
            MDC.remove("path");
            MDC.remove("status");
            MDC.remove("ms");
            MDC.remove("encounter");
            MDC.remove("step");
            MDC.remove("refused");
        }
    }

    /** The encounter a path names: what follows {@code /encounters/} up to the next '/' or '?', if anything. */
    static String encounter(String path) {
        if (!path.startsWith(ENCOUNTERS)) {
            return null;
        }
        int end = ENCOUNTERS.length();
        while (end < path.length() && path.charAt(end) != '/' && path.charAt(end) != '?') {
            end++;
        }
        return end == ENCOUNTERS.length() ? null : path.substring(ENCOUNTERS.length(), end);
    }
}

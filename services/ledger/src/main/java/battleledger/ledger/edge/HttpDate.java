package battleledger.ledger.edge;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * The Date header of every answer (RFC 9110 § 6.6.1: an origin server with a clock sends one on every 2xx, 3xx and
 * 4xx answer), in the IMF-fixdate form ({@code Sun, 06 Nov 1994 08:49:37 GMT}), written once a second. Micronaut
 * formatted the time anew for every answer: 3% of a read's CPU at 16 clients (issue 18). Its own header is off
 * ({@code micronaut.server.date-header: false}); {@link DateHeader} sets this one on every answer the server writes.
 */
final class HttpDate {

    private static final DateTimeFormatter IMF_FIXDATE =
            DateTimeFormatter.ofPattern("EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.ENGLISH).withZone(ZoneOffset.UTC);

    private record Stamp(long second, String text) {
    }

    private static volatile Stamp last = new Stamp(Long.MIN_VALUE, "");

    private HttpDate() {
    }

    /** The header's value for this second. */
    static String now() {
        return of(System.currentTimeMillis() / 1000);
    }

    static String of(long epochSecond) {
        Stamp stamp = last;
        if (stamp.second() != epochSecond) {
            stamp = new Stamp(epochSecond, IMF_FIXDATE.format(Instant.ofEpochSecond(epochSecond)));
            last = stamp;
        }
        return stamp.text();
    }
}

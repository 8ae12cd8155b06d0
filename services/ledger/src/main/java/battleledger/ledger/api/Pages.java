package battleledger.ledger.api;

import battleledger.kernel.RuleViolation;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MutableHttpResponse;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToLongFunction;

/**
 * Long lists come in pages (issue 16: cap what one answer carries). {@code ?from=} is the first key wanted (an event's
 * or a log line's sequence number, a step), {@code ?limit=} how many entries at most: {@value #DEFAULT_LIMIT} unless
 * asked, never more than {@value #MAX_LIMIT}. When entries are left over, the answer's {@value #NEXT} header names the
 * {@code from} of the next page.
 */
final class Pages {

    static final int DEFAULT_LIMIT = 1_000;
    static final int MAX_LIMIT = 10_000;
    static final String NEXT = "Next-From";

    private Pages() {
    }

    static <T> MutableHttpResponse<List<T>> of(List<T> all, ToLongFunction<T> key, Long from, Integer limit) {
        int max = limit(limit);
        from(from);
        List<T> page = new ArrayList<>(Math.min(max, all.size()));
        Long next = null;
        for (T entry : all) {
            if (from != null && key.applyAsLong(entry) < from) {
                continue;
            }
            if (page.size() >= max && key.applyAsLong(entry) != key.applyAsLong(page.get(page.size() - 1))) {
                next = key.applyAsLong(entry); // entries sharing a key (the rolls of one line) stay on one page
                break;
            }
            page.add(entry);
        }
        MutableHttpResponse<List<T>> response = HttpResponse.ok(page);
        return next == null ? response : response.header(NEXT, String.valueOf(next));
    }

    /** A page of a list without keys of its own: {@code from} is the place in the list, from 0. */
    static <T> MutableHttpResponse<List<T>> numbered(List<T> all, Long from, Integer limit) {
        int max = limit(limit);
        from(from);
        int first = from == null ? 0 : (int) Math.max(0, Math.min(from, all.size()));
        int end = Math.min(all.size(), first + max);
        MutableHttpResponse<List<T>> response = HttpResponse.ok(List.copyOf(all.subList(first, end)));
        return end < all.size() ? response.header(NEXT, String.valueOf(end)) : response;
    }

    /** A page starts at a key or a place, which is never below 0 (as ?after= is refused below 0). */
    static void from(Long from) {
        if (from != null && from < 0) {
            throw RuleViolation.invalid("invalid-parameter", "from is where a page starts (a sequence number, a step"
                    + " or a place in the list), 0 or more; not " + from);
        }
    }

    static int limit(Integer limit) {
        if (limit == null) {
            return DEFAULT_LIMIT;
        }
        if (limit < 1 || limit > MAX_LIMIT) {
            throw RuleViolation.invalid("invalid-parameter", "limit is 1 to " + MAX_LIMIT + "; the default is "
                    + DEFAULT_LIMIT);
        }
        return limit;
    }
}

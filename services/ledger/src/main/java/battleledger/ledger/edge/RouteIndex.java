package battleledger.ledger.edge;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The routes of one HTTP method by their path segments, to find the few a path can match (issue 18,
 * {@link IndexedRouter}). A template's segments are read up to the first the index cannot read: a literal segment
 * ({@code combatants}) must equal the path's, a plain variable ({@code {id}}) takes any one segment, and a query part
 * at the end ({@code {?as,after}}) takes none. A route whose template has a segment of any other kind (a variable with a
 * modifier or a pattern, text and a variable in one segment) is a candidate for every path that reaches that segment,
 * whatever follows. So the routes it answers are a superset of those whose template can match; the router still
 * matches each.
 *
 * @param <R> the route
 */
final class RouteIndex<R> {

    private static final Pattern PLAIN_VARIABLE = Pattern.compile("\\{[A-Za-z0-9_]+}");
    private static final Pattern QUERY_PART = Pattern.compile("(\\{[?&][^{}/]*})+");

    private final Node<R> root = new Node<>();
    private final Map<R, Integer> order = new IdentityHashMap<>();

    private static final class Node<R> {
        final Map<String, Node<R>> literals = new HashMap<>();
        Node<R> variable;
        /** Routes whose template ends at this node. */
        final List<R> ending = new ArrayList<>();
        /** Routes whose template goes on in a way the index does not read: candidates for any path reaching here. */
        final List<R> beyond = new ArrayList<>();
    }

    /**
     * Adds a route by its URI template, e.g. {@code /encounters/{id}/combatants{?as,after}}; one not starting with '/',
     * or with a query part before its end, is a candidate for every path.
     */
    void add(String template, R route) {
        order.putIfAbsent(route, order.size());
        String path = pathPart(template);
        Node<R> node = root;
        if (path == null || !path.startsWith("/")) {
            root.beyond.add(route);
            return;
        }
        for (String segment : segments(path)) {
            if (segment.indexOf('{') < 0) {
                node = node.literals.computeIfAbsent(segment, s -> new Node<>());
            } else if (PLAIN_VARIABLE.matcher(segment).matches()) {
                if (node.variable == null) {
                    node.variable = new Node<>();
                }
                node = node.variable;
            } else {
                node.beyond.add(route);
                return;
            }
        }
        node.ending.add(route);
    }

    /**
     * The routes whose template could match {@code path}, in the order they were added; null for a path the index
     * does not read (not starting with '/', with an empty segment, an escape or a query), which the caller must match
     * against every route.
     */
    List<R> candidates(String path) {
        if (path.isEmpty() || path.charAt(0) != '/' || path.contains("//") || path.indexOf('%') >= 0
                || path.indexOf('?') >= 0 || path.indexOf('#') >= 0 || path.indexOf(';') >= 0) {
            return null;
        }
        List<R> out = new ArrayList<>();
        List<Node<R>> at = new ArrayList<>(2);
        at.add(root);
        for (String segment : segments(path)) {
            List<Node<R>> next = new ArrayList<>(2);
            for (Node<R> node : at) {
                out.addAll(node.beyond);
                Node<R> literal = node.literals.get(segment);
                if (literal != null) {
                    next.add(literal);
                }
                if (node.variable != null) {
                    next.add(node.variable);
                }
            }
            at = next;
        }
        for (Node<R> node : at) {
            out.addAll(node.beyond);
            out.addAll(node.ending);
        }
        if (out.size() > 1) {
            out.sort(java.util.Comparator.comparingInt(order::get));
        }
        return out;
    }

    /** The template without a query part at its end; null when a query part is anywhere else. */
    private static String pathPart(String template) {
        int query = firstQueryBrace(template);
        if (query < 0) {
            return template;
        }
        return QUERY_PART.matcher(template.substring(query)).matches() ? template.substring(0, query) : null;
    }

    private static int firstQueryBrace(String template) {
        int a = template.indexOf("{?");
        int b = template.indexOf("{&");
        return a < 0 ? b : b < 0 ? a : Math.min(a, b);
    }

    /** The segments of a path or template starting with '/', a trailing '/' left out ({@code /} has none). */
    private static List<String> segments(String path) {
        List<String> out = new ArrayList<>(4);
        int end = path.length();
        if (end > 1 && path.charAt(end - 1) == '/') {
            end--;
        }
        int start = 1;
        while (start < end) {
            int slash = path.indexOf('/', start);
            int stop = slash < 0 || slash > end ? end : slash;
            out.add(path.substring(start, stop));
            start = stop + 1;
        }
        return out;
    }
}

package battleledger.ledger.edge;

import battleledger.kernel.RuleViolation;
import battleledger.ledger.json.KernelJson;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

import java.util.Iterator;
import java.util.Map;

/**
 * The bounds every request body is held to before anything reads it (issue 16: no input reaches a 500, nothing is
 * unbounded). The parser itself refuses nesting deeper than {@link #PARSER_DEPTH} (so no body can exhaust the stack),
 * and {@link #check} walks the parsed tree for the tighter limits, naming the field that breaks one.
 *
 * <ul>
 *     <li>nesting: at most {@link #MAX_DEPTH} objects and arrays inside one another (a command needs about six);</li>
 *     <li>strings: at most {@link #MAX_STRING} characters (ids are at most 64, free text such as a purpose or a
 *     reason well under this);</li>
 *     <li>lists: at most {@link #MAX_LIST} entries in a command (terrain takes 10,000 cells in one command), at most
 *     {@link #MAX_SCRIPT} in an encounter's creation (a dice script);</li>
 *     <li>numbers: at most 40 digits to parse; a field's type bounds the rest (a whole number that does not fit its
 *     field is a 400), and the rules bound what they use (a DC, hit points, a cell), naming the rule.</li>
 * </ul>
 * The body as a whole is bounded by {@code micronaut.server.max-request-size} (1 MB, a 413 beyond it). A key named
 * twice in one object is refused by the parser too ({@link #STRICT}, 400 duplicate-key): Jackson would otherwise keep
 * the last, so {@code {"type":"Move","type":"Attack"}} was an Attack.
 */
public final class InputLimits {

    public static final int MAX_DEPTH = 16;
    public static final int PARSER_DEPTH = 64;
    public static final int MAX_STRING = 200;
    public static final int MAX_LIST = 10_000;
    public static final int MAX_SCRIPT = 100_000;

    /** Limits for one kind of body. */
    public record Limits(int maxList) {
    }

    public static final Limits COMMAND = new Limits(MAX_LIST);
    public static final Limits CREATION = new Limits(MAX_SCRIPT);

    private InputLimits() {
    }

    /**
     * The parser feature every reader of a request body or a battle file enables: a key given twice in one object is
     * a parse error (CommandJson.duplicateKey makes it the 400 duplicate-key), not the last value silently kept.
     */
    public static final com.fasterxml.jackson.core.JsonParser.Feature STRICT =
            com.fasterxml.jackson.core.JsonParser.Feature.STRICT_DUPLICATE_DETECTION;

    /**
     * A mapper for request bodies: the kernel's JSON, with a parser that refuses deep nesting, huge tokens and a key
     * given twice.
     */
    public static ObjectMapper mapper() {
        JsonFactory factory = JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder()
                        .maxNestingDepth(PARSER_DEPTH)
                        .maxNumberLength(40)
                        .maxStringLength(1_000_000)
                        .build())
                .enable(com.fasterxml.jackson.core.StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .build();
        ObjectMapper mapper = JsonMapper.builder(factory).disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY).build();
        KernelJson.configure(mapper);
        return mapper;
    }

    /** Refuses a body that breaks a bound, naming where: 400 out-of-bounds. */
    public static void check(JsonNode node, Limits limits) {
        walk(node, "", 0, limits);
    }

    private static void walk(JsonNode node, String path, int depth, Limits limits) {
        if (node.isContainerNode() && depth >= MAX_DEPTH) {
            throw RuleViolation.invalid("out-of-bounds", where(path) + "is nested deeper than " + MAX_DEPTH
                    + " levels; no command needs that (a readied action never holds another)");
        }
        if (node.isTextual() && node.asText().length() > MAX_STRING) {
            throw RuleViolation.invalid("out-of-bounds", where(path) + "has " + node.asText().length()
                    + " characters; text is at most " + MAX_STRING);
        }
        if (node.isArray()) {
            if (node.size() > limits.maxList()) {
                throw RuleViolation.invalid("out-of-bounds", where(path) + "has " + node.size()
                        + " entries; a list holds at most " + limits.maxList());
            }
            for (int i = 0; i < node.size(); i++) {
                walk(node.get(i), path + "[" + i + "]", depth + 1, limits);
            }
        } else if (node.isObject()) {
            if (node.size() > limits.maxList()) {
                throw RuleViolation.invalid("out-of-bounds", where(path) + "has " + node.size() + " fields");
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                if (field.getKey().length() > MAX_STRING) {
                    throw RuleViolation.invalid("out-of-bounds", where(path) + "has a field name of "
                            + field.getKey().length() + " characters");
                }
                walk(field.getValue(), path.isEmpty() ? field.getKey() : path + "." + field.getKey(), depth + 1,
                        limits);
            }
        }
    }

    private static String where(String path) {
        return path.isEmpty() ? "the body " : path + " ";
    }
}

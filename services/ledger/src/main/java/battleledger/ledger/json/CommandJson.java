package battleledger.ledger.json;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.Submission;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Reads a command body: a JSON object whose {@code type} names a kernel command and whose other fields are that
 * command's, plus an optional {@code by} naming the sender ("gm" by default). Anything else is refused with a
 * clear message: malformed JSON, an unknown type, an unknown or mistyped field.
 */
public final class CommandJson {

    private static final ObjectMapper MAPPER = strict(battleledger.ledger.edge.InputLimits.mapper().copy());
    private static final Map<String, Class<?>> TYPES = new TreeMap<>();

    static {
        for (Class<?> c : KernelJson.leaves(EncounterCommand.class)) {
            TYPES.put(c.getSimpleName(), c);
        }
    }

    private CommandJson() {
    }

    public static List<String> types() {
        return List.copyOf(TYPES.keySet());
    }

    /** A command body as read: the sender its {@code by} names (null when it names none) and the command. */
    public record Body(String by, EncounterCommand command) {
    }

    /**
     * A command is read as the typed contract (/openapi.json) says: a number or a boolean where the kernel wants text
     * (an id, a name) is bad input, not text (7 and "7" are not the same id); so is text or a flag where it wants a
     * number, and a number where it wants a flag or a word.
     */
    private static ObjectMapper strict(ObjectMapper mapper) {
        mapper.configure(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS, true);
        for (com.fasterxml.jackson.databind.type.LogicalType number : List.of(
                com.fasterxml.jackson.databind.type.LogicalType.Integer,
                com.fasterxml.jackson.databind.type.LogicalType.Float)) {
            mapper.coercionConfigFor(number)
                    .setCoercion(com.fasterxml.jackson.databind.cfg.CoercionInputShape.String,
                            com.fasterxml.jackson.databind.cfg.CoercionAction.Fail)
                    .setCoercion(com.fasterxml.jackson.databind.cfg.CoercionInputShape.Boolean,
                            com.fasterxml.jackson.databind.cfg.CoercionAction.Fail);
        }
        mapper.coercionConfigFor(com.fasterxml.jackson.databind.type.LogicalType.Boolean)
                .setCoercion(com.fasterxml.jackson.databind.cfg.CoercionInputShape.Integer,
                        com.fasterxml.jackson.databind.cfg.CoercionAction.Fail)
                .setCoercion(com.fasterxml.jackson.databind.cfg.CoercionInputShape.String,
                        com.fasterxml.jackson.databind.cfg.CoercionAction.Fail);
        mapper.coercionConfigFor(com.fasterxml.jackson.databind.type.LogicalType.Textual)
                .setCoercion(com.fasterxml.jackson.databind.cfg.CoercionInputShape.Integer,
                        com.fasterxml.jackson.databind.cfg.CoercionAction.Fail)
                .setCoercion(com.fasterxml.jackson.databind.cfg.CoercionInputShape.Float,
                        com.fasterxml.jackson.databind.cfg.CoercionAction.Fail)
                .setCoercion(com.fasterxml.jackson.databind.cfg.CoercionInputShape.Boolean,
                        com.fasterxml.jackson.databind.cfg.CoercionAction.Fail);
        return mapper;
    }

    public static Submission read(String body) {
        Body read = readBody(body);
        return new Submission(read.by(), read.command());
    }

    public static Body readBody(String body) {
        JsonNode node;
        try {
            node = MAPPER.readTree(body == null ? "" : body);
        } catch (JsonProcessingException e) {
            RuleViolation duplicate = duplicateKey(e, "the body");
            throw duplicate != null ? duplicate : RuleViolation.invalid("malformed-json",
                    "the body is not valid JSON: " + plain(e.getOriginalMessage()));
        }
        if (node == null || !node.isObject()) {
            throw RuleViolation.invalid("malformed-command", "a command is a JSON object with a \"type\"");
        }
        ObjectNode object = (ObjectNode) node;
        battleledger.ledger.edge.InputLimits.check(object, battleledger.ledger.edge.InputLimits.COMMAND);
        JsonNode type = object.get(KernelJson.TYPE);
        if (type == null || !type.isTextual()) {
            throw RuleViolation.invalid("malformed-command",
                    "a command needs a \"type\", one of " + String.join(", ", TYPES.keySet()));
        }
        if (!TYPES.containsKey(type.asText())) {
            throw RuleViolation.invalid("unknown-command",
                    "no command is called \"" + type.asText() + "\"; commands are " + String.join(", ", TYPES.keySet()));
        }
        JsonNode by = object.remove("by");
        if (by != null && !by.isNull() && !by.isTextual()) {
            throw RuleViolation.invalid("malformed-command", "\"by\" names the sender: \"gm\" or a combatant id");
        }
        try {
            EncounterCommand command = MAPPER.treeToValue(object, EncounterCommand.class);
            battleledger.ledger.edge.CommandShapes.check(command);
            return new Body(by == null || by.isNull() ? null : by.asText(), command);
        } catch (UnrecognizedPropertyException e) {
            throw unknownField(type.asText(), e);
        } catch (JsonProcessingException e) {
            throw RuleViolation.invalid("malformed-command", describe(type.asText(), e));
        } catch (IllegalArgumentException e) {
            throw RuleViolation.invalid("malformed-command", type.asText() + ": " + plain(e.getMessage()));
        }
    }

    /**
     * A field the command (or the object it sits in) does not have: a 400 naming it, where it is, and the fields that
     * object does have, so a misspelt field is never silently ignored.
     */
    public static RuleViolation unknownField(String what, UnrecognizedPropertyException e) {
        String where = e.getPath().stream().map(r -> r.getFieldName() != null ? r.getFieldName() : "[" + r.getIndex() + "]")
                .collect(Collectors.joining(".")).replace(".[", "[");
        List<String> known = e.getKnownPropertyIds() == null ? List.of()
                : e.getKnownPropertyIds().stream().map(String::valueOf).filter(f -> !f.equals(KernelJson.TYPE))
                .sorted().toList();
        return RuleViolation.invalid("unknown-field", what + ": unknown field \"" + where + "\""
                + (known.isEmpty() ? "" : "; the fields there are " + String.join(", ", known)));
    }

    private static final String DUPLICATE = "Duplicate field '";

    /**
     * A key given twice in one object, as the strict parser found it (InputLimits.STRICT): 400 duplicate-key naming
     * the key and where it is ({@code situation.distance}), or null when the failure is another. {@code what} names
     * the whole ("the body", "line 3").
     */
    public static RuleViolation duplicateKey(JsonProcessingException e, String what) {
        // the parser's own exception, or a mapping one wrapping it (a JsonNode field of a record: what-if's command)
        JsonProcessingException found = null;
        for (Throwable t = e; t != null && found == null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof JsonProcessingException j && j.getOriginalMessage() != null
                    && j.getOriginalMessage().startsWith(DUPLICATE) && j.getOriginalMessage().endsWith("'")) {
                found = j;
            }
        }
        if (found == null) {
            return null;
        }
        String message = found.getOriginalMessage();
        String key = message.substring(DUPLICATE.length(), message.length() - 1);
        String where = found.getProcessor() instanceof com.fasterxml.jackson.core.JsonParser parser
                ? path(parser.getParsingContext() == null ? null : parser.getParsingContext().getParent()) : "";
        return RuleViolation.invalid("duplicate-key", (where.isEmpty() ? what : what + " at " + where)
                + " gives the key " + quoted(key) + " twice; each key is given once (nothing was changed)");
    }

    /** Where a parsing context is, as {@code situation.path[2]}: empty at the top. */
    private static String path(com.fasterxml.jackson.core.JsonStreamContext context) {
        StringBuilder path = new StringBuilder();
        for (com.fasterxml.jackson.core.JsonStreamContext c = context; c != null && !c.inRoot(); c = c.getParent()) {
            if (c.inArray()) {
                path.insert(0, "[" + c.getCurrentIndex() + "]");
            } else if (c.getCurrentName() != null) {
                path.insert(0, "." + c.getCurrentName());
            }
        }
        return path.length() > 0 && path.charAt(0) == '.' ? path.substring(1) : path.toString();
    }

    private static String quoted(String key) {
        String shown = key.length() > 40 ? key.substring(0, 40) + "…" : key;
        return "\"" + shown.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    static Throwable rootCause(Throwable t) {
        Throwable c = t;
        while (c.getCause() != null && c.getCause() != c) {
            c = c.getCause();
        }
        return c;
    }

    static String describe(String type, JsonProcessingException e) {
        String where = e instanceof JsonMappingException m && !m.getPath().isEmpty()
                ? m.getPath().stream().map(r -> r.getFieldName() != null ? r.getFieldName() : "[" + r.getIndex() + "]")
                .collect(Collectors.joining(".")).replace(".[", "[") + ": "
                : "";
        if (rootCause(e) instanceof NullPointerException) {
            // a record copying its lists (List.copyOf) refuses a null element
            return type + ": " + where + "a list holds a null where a value is required";
        }
        String message = e.getOriginalMessage();
        int cut = message.indexOf(" (class ");
        if (cut > 0) {
            message = message.substring(0, cut);
        }
        cut = message.indexOf(", not marked as ignorable");
        if (cut > 0) {
            message = message.substring(0, cut);
        }
        return type + ": " + where + plain(message);
    }

    /**
     * A parser's message in the API's words: no Java type or parser setting in an answer (README, Errors), e.g.
     * "Cannot coerce Floating-point value (1.5) to `java.lang.Long` value (but could if coercion was enabled using
     * `CoercionConfig`)" reads "Cannot coerce Floating-point value (1.5) to a whole number value".
     */
    public static String plain(String message) {
        if (message == null) {
            return "";
        }
        return message
                .replaceAll("\\s*\\((?:class|token|but could if|from `|through reference chain|for input string)"
                        + "[^)]*\\)", "")
                .replaceAll("`(?:java\\.lang\\.)?(?:Long|Integer|Short|Byte|int|long|short|byte)`", "a whole number")
                .replaceAll("`(?:java\\.lang\\.)?(?:Double|Float|double|float)`", "a number")
                .replaceAll("`(?:java\\.lang\\.)?(?:Boolean|boolean)`", "true or false")
                .replaceAll("`java\\.lang\\.String`", "a string")
                .replaceAll("`java\\.util\\.(?:Array|Linked)?List(?:<[^`]*>)?`", "a list")
                .replaceAll("`java\\.util\\.(?:LinkedHash|Hash|Tree)?Map(?:<[^`]*>)?`", "an object")
                .replaceAll("`[a-zA-Z_$][\\w$]*(?:\\.[\\w$]+)+(?:<[^`]*>)?`", "this field's type")
                .replaceAll(" of (?:int|long|short|byte) \\(", " of a whole number field (")
                .replaceAll(", from `[^`]*`", "")
                .replaceAll("\\s+at \\[Source:.*$", "")
                // whatever Java type is still named, in any quotes or none: the API speaks of JSON
                .replaceAll("\\b(?:java|javax|battleledger|com\\.fasterxml|io\\.micronaut|org\\.axonframework)"
                        + "(?:\\.[\\w$]+)+(?:<[^>\\s]*>+)?", "this field's type")
                .replaceAll("\\b[A-Z]\\w*\\$[A-Z]\\w*\\b", "this object");
    }
}

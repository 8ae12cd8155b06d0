package battleledger.ledger.openapi;

import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.model.Abilities;
import battleledger.ledger.json.KernelJson;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * JSON Schemas (2020-12, the dialect of OpenAPI 3.1) for the records the API reads and writes, derived from the same
 * facts {@link KernelJson} maps them by: a record is an object of its components, an enum is its wire words, a
 * command or event carries its simple name as {@code type}, unknown fields are refused. Every record becomes a named
 * component; the document refers to it with {@code $ref}.
 */
public final class SchemaGenerator {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    static final String REF_PREFIX = "#/components/schemas/";

    private final Map<String, ObjectNode> components = new TreeMap<>();
    private final Map<Class<?>, String> names = new HashMap<>();
    private final java.util.Set<String> taken;

    /** Component name → the component whose fields it carries unwrapped (their descriptions are the same). */
    final java.util.Map<String, String> unwrappedFrom = new java.util.HashMap<>();

    /** @param taken component names already used by the rest of the document, never reused for another type */
    public SchemaGenerator(java.util.Set<String> taken) {
        this.taken = taken;
    }

    /** The Java type behind each component generated so far. */
    Map<String, Class<?>> types() {
        Map<String, Class<?>> types = new TreeMap<>();
        names.forEach((type, name) -> types.put(name, type));
        return types;
    }

    /** The named schemas generated so far. */
    public Map<String, ObjectNode> components() {
        return components;
    }

    /** The component name of a record, sealed interface or enum, generating its schema on first use. */
    public String nameOf(Class<?> type) {
        String known = names.get(type);
        if (known != null) {
            return known;
        }
        String name = type.getSimpleName();
        if (taken.contains(name) || components.containsKey(name)) {
            Class<?> outer = type.getEnclosingClass();
            name = (outer == null ? "Kernel" : outer.getSimpleName()) + name;
        }
        names.put(type, name);
        ObjectNode schema = NODES.objectNode();
        components.put(name, schema);
        define(type, schema);
        return name;
    }

    /** A schema for a value of this Java type that may be null (a record component): inline for scalars and collections, a reference for the rest. */
    public ObjectNode schemaOf(Type type) {
        return schemaOf(type, true);
    }

    /** As {@link #schemaOf(Type)}; {@code nullable} false for what is never null (list elements, map values). */
    public ObjectNode schemaOf(Type type, boolean nullable) {
        if (type instanceof ParameterizedType p) {
            Class<?> raw = (Class<?>) p.getRawType();
            Type[] args = p.getActualTypeArguments();
            if (Collection.class.isAssignableFrom(raw)) {
                return orNull(array(schemaOf(args[0], false)), nullable);
            }
            if (Map.class.isAssignableFrom(raw)) {
                ObjectNode map = NODES.objectNode().put("type", "object");
                map.set("additionalProperties", schemaOf(args[1], false));
                if (args[0] instanceof Class<?> key && (key == Integer.class || key == Long.class)) {
                    map.putObject("propertyNames").put("pattern", "^-?[0-9]+$");
                } else if (args[0] instanceof Class<?> key && key.isEnum()) {
                    map.putObject("propertyNames").put("$ref", REF_PREFIX + nameOf(key));
                }
                return orNull(map, nullable);
            }
            if (raw == Optional.class) {
                return schemaOf(args[0], true);
            }
            return schemaOf(raw, nullable);
        }
        if (type instanceof GenericArrayType g) {
            return orNull(array(schemaOf(g.getGenericComponentType(), false)), nullable);
        }
        if (!(type instanceof Class<?> c)) {
            return NODES.objectNode(); // a type variable or wildcard: any JSON value
        }
        if (c.isArray()) {
            return orNull(array(schemaOf(c.getComponentType(), false)), nullable);
        }
        if (c.isPrimitive()) {
            return scalar(c);
        }
        if (c == Integer.class || c == Long.class || c == Short.class || c == Double.class || c == Float.class
                || c == Boolean.class || c == String.class || c == Character.class) {
            return orNull(scalar(c), nullable);
        }
        if (JsonNode.class.isAssignableFrom(c) || c == Object.class) {
            return NODES.objectNode();
        }
        if (Collection.class.isAssignableFrom(c) || Map.class.isAssignableFrom(c)) {
            return orNull(Collection.class.isAssignableFrom(c) ? array(NODES.objectNode())
                    : NODES.objectNode().put("type", "object"), nullable);
        }
        if (c.isEnum() || c.isRecord() || c.isSealed() || c == Abilities.class) {
            return orNull(NODES.objectNode().put("$ref", REF_PREFIX + nameOf(c)), nullable);
        }
        return NODES.objectNode(); // not a shape the API promises: any JSON value
    }

    private void define(Class<?> type, ObjectNode schema) {
        if (type == Abilities.class) {
            schema.put("type", "object");
            ObjectNode properties = schema.putObject("properties");
            ArrayNode required = schema.putArray("required");
            for (String a : List.of("str", "dex", "con", "int", "wis", "cha")) {
                properties.set(a, NODES.objectNode().put("type", "integer").put("format", "int32"));
                required.add(a);
            }
            schema.put("additionalProperties", false);
        } else if (type.isEnum()) {
            schema.put("type", "string");
            ArrayNode values = schema.putArray("enum");
            for (Object constant : type.getEnumConstants()) {
                values.add(KernelJson.wire((Enum<?>) constant));
            }
        } else if (type.isSealed()) {
            // without a "type" on the wire nothing tells the branches apart, so a value may fit several: anyOf
            ArrayNode oneOf = schema.putArray(typed(type) ? "oneOf" : "anyOf");
            ObjectNode mapping = NODES.objectNode();
            for (Class<?> leaf : KernelJson.leaves(type)) {
                String leafName = nameOf(leaf);
                oneOf.addObject().put("$ref", REF_PREFIX + leafName);
                mapping.put(leaf.getSimpleName(), REF_PREFIX + leafName);
            }
            if (typed(type)) {
                ObjectNode discriminator = schema.putObject("discriminator").put("propertyName", KernelJson.TYPE);
                discriminator.set("mapping", mapping);
            }
        } else if (type.isRecord()) {
            schema.put("type", "object");
            ObjectNode properties = schema.putObject("properties");
            if (typed(type)) {
                properties.putObject(KernelJson.TYPE).put("const", type.getSimpleName()).put("description",
                        (EncounterCommand.class.isAssignableFrom(type) ? "the command" : "the event") + ": "
                                + type.getSimpleName());
                schema.putArray("required").add(KernelJson.TYPE);
            }
            for (RecordComponent component : type.getRecordComponents()) {
                if (unwrapped(component)) {
                    // @JsonUnwrapped: the component's own fields stand beside the others
                    unwrappedFrom.put(nameOf(type), nameOf(component.getType()));
                    for (RecordComponent inner : component.getType().getRecordComponents()) {
                        properties.set(inner.getName(), schemaOf(inner.getGenericType()));
                    }
                    continue;
                }
                Type shape = JsonShapes.of(type, component.getName());
                ObjectNode property = schemaOf(shape != null ? shape : component.getGenericType());
                if (component.getType().isPrimitive() && EncounterCommand.class.isAssignableFrom(type)) {
                    property = orNull(property, true); // a command's null number or flag is read as 0 or false
                }
                java.util.List<String> words = ClosedSets.of(type, component.getName());
                if (words != null) {
                    ClosedSets.apply(property, words);
                }
                properties.set(component.getName(), property);
            }
            schema.put("additionalProperties", false);
        }
    }

    private static boolean unwrapped(RecordComponent component) {
        Class<com.fasterxml.jackson.annotation.JsonUnwrapped> a = com.fasterxml.jackson.annotation.JsonUnwrapped.class;
        return component.getType().isRecord() && (component.isAnnotationPresent(a)
                || component.getAccessor().isAnnotationPresent(a));
    }

    /** Commands and events are told apart by their {@code type} (KernelJson's mix-in). */
    static boolean typed(Class<?> type) {
        return EncounterCommand.class.isAssignableFrom(type) || EncounterEvent.class.isAssignableFrom(type);
    }

    private static ObjectNode scalar(Class<?> c) {
        ObjectNode s = NODES.objectNode();
        if (c == int.class || c == Integer.class || c == short.class || c == Short.class || c == byte.class) {
            return s.put("type", "integer").put("format", "int32");
        }
        if (c == long.class || c == Long.class) {
            return s.put("type", "integer").put("format", "int64");
        }
        if (c == double.class || c == Double.class || c == float.class || c == Float.class) {
            return s.put("type", "number");
        }
        if (c == boolean.class || c == Boolean.class) {
            return s.put("type", "boolean");
        }
        return s.put("type", "string");
    }

    private static ObjectNode array(ObjectNode items) {
        ObjectNode a = NODES.objectNode().put("type", "array");
        a.set("items", items);
        return a;
    }

    /** In JSON Schema 2020-12 a value that may be null lists "null" among its types. */
    static ObjectNode orNull(ObjectNode schema, boolean nullable) {
        if (!nullable) {
            return schema;
        }
        JsonNode type = schema.get("type");
        if (type != null && type.isTextual()) {
            schema.putArray("type").add(type.asText()).add("null");
            return schema;
        }
        ObjectNode either = NODES.objectNode();
        either.putArray("anyOf").add(schema).addObject().put("type", "null");
        return either;
    }
}

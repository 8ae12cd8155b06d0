package battleledger.ledger.json;

import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.model.Abilities;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.jsontype.NamedType;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.BeanPropertyWriter;
import com.fasterxml.jackson.databind.ser.BeanSerializerModifier;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;

/**
 * How the kernel's records look as JSON, in one place for the HTTP API and the event store: enums as lower-case
 * words with hyphens ("three-quarters"), abilities with their short names ("int"), commands and events told apart
 * by a {@code type} that is the record's simple name. Output is deterministic: record components in declaration
 * order, map entries sorted by key.
 */
public final class KernelJson {

    public static final String TYPE = "type";

    private KernelJson() {
    }

    /** A fresh mapper configured for the kernel's types. */
    public static ObjectMapper newMapper() {
        ObjectMapper mapper = JsonMapper.builder()
                .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
                .build();
        configure(mapper);
        return mapper;
    }

    /** Adds the kernel's module and settings to a mapper (Micronaut's own, or Axon's). */
    public static void configure(ObjectMapper mapper) {
        mapper.configure(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS, true);
        mapper.configure(SerializationFeature.FAIL_ON_EMPTY_BEANS, false);
        mapper.configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true);
        mapper.configure(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES, false);
        mapper.configure(DeserializationFeature.ACCEPT_FLOAT_AS_INT, false);
        mapper.setSerializationInclusion(JsonInclude.Include.ALWAYS);
        mapper.registerModule(module());
        mapper.addMixIn(EncounterCommand.class, Typed.class);
        mapper.addMixIn(EncounterEvent.class, Typed.class);
    }

    /** Commands and events carry their simple record name as "type". */
    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = TYPE)
    interface Typed {
    }

    static SimpleModule module() {
        SimpleModule module = new SimpleModule("battle-ledger-kernel");
        module.addSerializer(Abilities.class, new AbilitiesSerializer());
        module.addDeserializer(Abilities.class, new AbilitiesDeserializer());
        module.addDeserializer(String.class, new SharedStrings());
        module.setSerializerModifier(new BeanSerializerModifier() {
            /** A component added to a stored shape later is not written when null: old events keep their JSON. */
            @Override
            public List<BeanPropertyWriter> changeProperties(SerializationConfig config, BeanDescription beanDesc,
                                                             List<BeanPropertyWriter> properties) {
                List<BeanPropertyWriter> out = new ArrayList<>(properties.size());
                for (BeanPropertyWriter w : properties) {
                    out.add(w.getAnnotation(battleledger.kernel.support.OmittedWhenAbsent.class) == null ? w
                            : new OmittedWhenNull(w));
                }
                return out;
            }

            @Override
            @SuppressWarnings({"rawtypes", "unchecked"})
            public JsonSerializer<?> modifyEnumSerializer(SerializationConfig config, JavaType valueType,
                                                          BeanDescription beanDesc, JsonSerializer<?> serializer) {
                return new JsonSerializer<Enum>() {
                    @Override
                    public void serialize(Enum value, JsonGenerator gen, SerializerProvider serializers)
                            throws IOException {
                        gen.writeString(wire(value));
                    }
                };
            }
        });
        module.setDeserializerModifier(new BeanDeserializerModifier() {
            @Override
            @SuppressWarnings({"rawtypes", "unchecked"})
            public JsonDeserializer<?> modifyEnumDeserializer(DeserializationConfig config, JavaType type,
                                                              BeanDescription beanDesc,
                                                              JsonDeserializer<?> deserializer) {
                Class<? extends Enum> enumType = (Class<? extends Enum>) type.getRawClass();
                return new JsonDeserializer<Enum>() {
                    @Override
                    public Enum deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
                        String text = p.getValueAsString();
                        for (Enum constant : enumType.getEnumConstants()) {
                            if (wire(constant).equalsIgnoreCase(text) || constant.name().equalsIgnoreCase(text)) {
                                return constant;
                            }
                        }
                        List<String> allowed = new ArrayList<>();
                        for (Enum constant : enumType.getEnumConstants()) {
                            allowed.add(wire(constant));
                        }
                        throw InvalidFormatException.from(p, "\"" + text + "\" is not one of " + allowed, text,
                                enumType);
                    }
                };
            }
        });
        for (Class<?> c : leaves(EncounterCommand.class)) {
            module.registerSubtypes(new NamedType(c, c.getSimpleName()));
        }
        for (Class<?> c : leaves(EncounterEvent.class)) {
            module.registerSubtypes(new NamedType(c, c.getSimpleName()));
        }
        return module;
    }

    /** An enum constant as the API writes it: {@code THREE_QUARTERS} is "three-quarters". */
    public static String wire(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** Every concrete record type below a sealed interface. */
    public static List<Class<?>> leaves(Class<?> sealed) {
        return battleledger.kernel.support.Sealed.leaves(sealed);
    }

    /** Writes its property only when it has a value. */
    static final class OmittedWhenNull extends BeanPropertyWriter {
        OmittedWhenNull(BeanPropertyWriter base) {
            super(base);
        }

        @Override
        public void serializeAsField(Object bean, JsonGenerator gen, SerializerProvider prov) throws Exception {
            if (get(bean) != null) {
                super.serializeAsField(bean, gen, prov);
            }
        }
    }

    static final class AbilitiesSerializer extends JsonSerializer<Abilities> {
        @Override
        public void serialize(Abilities a, JsonGenerator gen, SerializerProvider serializers) throws IOException {
            gen.writeStartObject();
            gen.writeNumberField("str", a.str());
            gen.writeNumberField("dex", a.dex());
            gen.writeNumberField("con", a.con());
            gen.writeNumberField("int", a.intelligence());
            gen.writeNumberField("wis", a.wis());
            gen.writeNumberField("cha", a.cha());
            gen.writeEndObject();
        }
    }

    static final class AbilitiesDeserializer extends JsonDeserializer<Abilities> {
        private static final List<String> NAMES = List.of("str", "dex", "con", "int", "wis", "cha");

        @Override
        public Abilities deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            JsonNode node = p.readValueAsTree();
            if (node == null || !node.isObject()) {
                return ctxt.reportInputMismatch(Abilities.class, "abilities are an object of six scores");
            }
            for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
                String name = it.next();
                if (!NAMES.contains(name)) {
                    return ctxt.reportInputMismatch(Abilities.class,
                            "unknown ability \"" + name + "\"; abilities are " + NAMES);
                }
            }
            int[] s = new int[6];
            for (int i = 0; i < 6; i++) {
                JsonNode v = node.get(NAMES.get(i));
                if (v == null || !v.isIntegralNumber() || !v.canConvertToInt()) {
                    return ctxt.reportInputMismatch(Abilities.class,
                            "abilities." + NAMES.get(i) + " must be a whole number");
                }
                s[i] = v.intValue();
            }
            return new Abilities(s[0], s[1], s[2], s[3], s[4], s[5]);
        }
    }
}

package battleledger.kernel.support;

import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.Submission;
import battleledger.kernel.model.Abilities;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.RulesetId;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.jsontype.NamedType;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A scenario file of the kernel's tests (under {@code src/test/resources/scenarios/}): a battle told by a rules text,
 * in the scenario format of the command line ({@code "encounter"}, the body of {@code POST /encounters}, and
 * {@code "commands"}, each the JSON the command endpoint takes, {@code "by"} naming its sender), so {@code run} plays
 * it as it is, plus what the battle must come to:
 *
 * <ul>
 *   <li>{@code rule}: the citation the example illustrates, {@code also}: the others it shows, and {@code passage}: the
 *   rule and its example, quoted;</li>
 *   <li>{@code refused}: commands tried after the {@code after}-th command, which the rules refuse with {@code code}
 *   (nothing is stored);</li>
 *   <li>{@code story}: the battle in parts, each with the words of the passage it tells (a part the text only implies
 *   quotes none) and the narrated log lines that tell it; the lines of every part, in order, are the whole log of the
 *   battle ({@code GET /log}'s texts), word for word.</li>
 * </ul>
 *
 * The service's HTTP test reads the same file with its own client and posts the same JSON; this reader binds it to
 * the kernel's records for the kernel test (enums as lower-case words, abilities by their short names, commands by
 * their {@code type}).
 */
public record ScenarioFile(String file, String rule, List<String> also, String passage, CreateEncounter encounter,
                           List<Submission> commands, List<Refusal> refused, List<Part> story) {

    /** A command the rules refuse once {@code after} commands of the file have been played. */
    public record Refusal(int after, Submission command, String code) {
    }

    /** A passage of the rules text and the log lines that tell it. */
    public record Part(String passage, List<String> log) {
    }

    /** Every log line of the story, in order. */
    public List<String> log() {
        return story.stream().flatMap(p -> p.log().stream()).toList();
    }

    private static final ObjectMapper YAML = mapper();

    /** Reads a file of the test resources, e.g. {@code scenarios/dusk/1-reverse-order.yaml}. */
    public static ScenarioFile read(String resource) {
        try (InputStream in = ScenarioFile.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalArgumentException("no test resource " + resource);
            }
            JsonNode root = YAML.readTree(in);
            JsonNode e = root.required("encounter");
            CreateEncounter create = new CreateEncounter(e.required("id").asText(), e.required("name").asText(),
                    e.hasNonNull("ruleset") ? YAML.treeToValue(e.get("ruleset"), RulesetId.class)
                            : RulesetId.PLAYTEST,
                    e.required("seed").asLong(), e.hasNonNull("options")
                            ? YAML.treeToValue(e.get("options"), EncounterOptions.class)
                            : EncounterOptions.defaults());
            List<Submission> commands = new ArrayList<>();
            for (JsonNode c : root.required("commands")) {
                commands.add(command(c));
            }
            List<Refusal> refused = new ArrayList<>();
            for (JsonNode r : root.path("refused")) {
                refused.add(new Refusal(r.required("after").asInt(), command(r.required("command")),
                        r.required("code").asText()));
            }
            List<Part> story = new ArrayList<>();
            for (JsonNode p : root.required("story")) {
                List<String> lines = new ArrayList<>();
                p.path("log").forEach(l -> lines.add(l.asText()));
                story.add(new Part(p.path("passage").asText(null), List.copyOf(lines)));
            }
            List<String> also = new ArrayList<>();
            root.path("also").forEach(a -> also.add(a.asText()));
            return new ScenarioFile(resource, root.required("rule").asText(), List.copyOf(also),
                    root.required("passage").asText(),
                    create, List.copyOf(commands), List.copyOf(refused), List.copyOf(story));
        } catch (IOException e) {
            throw new UncheckedIOException(resource, e);
        }
    }

    private static Submission command(JsonNode node) throws IOException {
        ObjectNode c = node.deepCopy();
        JsonNode by = c.remove("by");
        return new Submission(by == null ? null : by.asText(), YAML.treeToValue(c, EncounterCommand.class));
    }

    /** Commands and events are told apart by their record's simple name in {@code type}, as over HTTP. */
    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "type")
    interface Typed {
    }

    private static ObjectMapper mapper() {
        YAMLMapper mapper = new YAMLMapper();
        mapper.configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true);
        mapper.addMixIn(EncounterCommand.class, Typed.class);
        SimpleModule module = new SimpleModule("scenario-files");
        for (Class<?> c : Sealed.leaves(EncounterCommand.class)) {
            module.registerSubtypes(new NamedType(c, c.getSimpleName()));
        }
        module.addDeserializer(Abilities.class, new JsonDeserializer<>() {
            @Override
            public Abilities deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
                JsonNode a = p.readValueAsTree();
                return new Abilities(a.required("str").asInt(), a.required("dex").asInt(), a.required("con").asInt(),
                        a.required("int").asInt(), a.required("wis").asInt(), a.required("cha").asInt());
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
                        String word = p.getValueAsString().toUpperCase(Locale.ROOT).replace('-', '_');
                        return Enum.valueOf(enumType, word);
                    }
                };
            }
        });
        mapper.registerModule(module);
        return mapper;
    }
}

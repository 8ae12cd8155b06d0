package battleledger.ledger.cli;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.Submission;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.state.EncounterState;
import battleledger.ledger.edge.InputLimits;
import battleledger.ledger.json.CommandJson;
import battleledger.ledger.json.KernelJson;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;

/**
 * A scenario file (issue 15): the encounter's creation, as the body of {@code POST /encounters}, and its commands,
 * each the same JSON object the command endpoint takes. JSON, or YAML when the file says so by its name.
 *
 * <pre>{"encounter":{"id":"ambush","name":"Goblin ambush","seed":42,"options":{...}},
 *  "commands":[{"type":"AddCombatant","combatant":{...}},{"type":"StartCombat"},...]}</pre>
 */
public record Scenario(JsonNode encounterJson, CreateEncounter create, List<JsonNode> commandJson,
                       List<Submission> commands) {

    private static final ObjectMapper JSON = KernelJson.newMapper();
    private static final YAMLMapper YAML = new YAMLMapper();

    /** The encounter part: the fields of POST /encounters. */
    record EncounterPart(String id, String name, RulesetId ruleset, Long seed, EncounterOptions options, String by) {
    }

    public static Scenario read(Path file) throws IOException {
        String name = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        return parse(Files.readString(file), name.endsWith(".yaml") || name.endsWith(".yml"));
    }

    public static Scenario parse(String text, boolean yaml) {
        JsonNode root;
        try {
            // a key given twice is refused, as the API refuses it (InputLimits.STRICT), not the last one kept
            root = (yaml ? YAML.reader() : JSON.reader()).with(InputLimits.STRICT).readTree(text);
        } catch (JsonProcessingException e) {
            RuleViolation twice = CommandJson.duplicateKey(e, "the scenario");
            if (twice != null) {
                throw twice;
            }
            throw RuleViolation.invalid("malformed-scenario", "the scenario is not valid " + (yaml ? "YAML" : "JSON")
                    + ": " + e.getOriginalMessage());
        }
        if (root == null || !root.isObject() || !root.path("encounter").isObject()
                || !root.path("commands").isArray()) {
            throw RuleViolation.invalid("malformed-scenario",
                    "a scenario is an object with \"encounter\" (as POST /encounters takes) and \"commands\" (a list)");
        }
        ObjectNode encounter = (ObjectNode) root.get("encounter");
        EncounterPart part;
        try {
            part = JSON.treeToValue(encounter, EncounterPart.class);
        } catch (JsonProcessingException e) {
            throw RuleViolation.invalid("malformed-scenario", "encounter: " + e.getOriginalMessage());
        }
        if (part.seed() == null) {
            encounter.put("seed", new SecureRandom().nextLong());
        }
        if (part.id() == null) {
            encounter.put("id", "scenario");
        }
        RulesetId ruleset = part.ruleset() == null ? RulesetId.PLAYTEST : part.ruleset();
        CreateEncounter create = new CreateEncounter(encounter.get("id").asText(), part.name(), ruleset,
                encounter.get("seed").asLong(), battleledger.kernel.decider.EncounterDecider.forNewEncounter(ruleset,
                part.options()));
        List<JsonNode> nodes = new ArrayList<>();
        List<Submission> commands = new ArrayList<>();
        int i = 0;
        for (JsonNode c : root.get("commands")) {
            i++;
            nodes.add(c);
            try {
                commands.add(CommandJson.read(c.toString()));
            } catch (RuleViolation v) {
                throw RuleViolation.invalid(v.code(), "command " + i + ": " + v.detail());
            }
        }
        return new Scenario(encounter, create, nodes, commands);
    }

    /** What playing a scenario on the kernel gives: every event, in order, and the state it leaves. */
    public record Played(List<EncounterEvent> events, EncounterState state) {
    }

    /** Plays the scenario on the kernel alone; a refused command stops it, named by its place in the file. */
    public Played play(EncounterDecider decider) {
        EncounterState state = decider.initialState();
        List<EncounterEvent> events = new ArrayList<>(decider.decide(state, new Submission(
                encounterJson.path("by").isTextual() ? encounterJson.get("by").asText() : null, create)));
        for (EncounterEvent e : events) {
            state = decider.evolve(state, e);
        }
        for (int i = 0; i < commands.size(); i++) {
            List<EncounterEvent> step;
            try {
                step = decider.decide(state, commands.get(i));
            } catch (RuleViolation v) {
                throw new RuleViolation(v.kind(), v.code(), v.rule(), "command " + (i + 1) + " ("
                        + commandJson.get(i).path("type").asText() + "): " + v.detail());
            }
            for (EncounterEvent e : step) {
                state = decider.evolve(state, e);
            }
            events.addAll(step);
        }
        return new Played(events, state);
    }
}

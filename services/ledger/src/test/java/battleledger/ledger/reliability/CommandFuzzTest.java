package battleledger.ledger.reliability;

import battleledger.ledger.Api;
import battleledger.ledger.Session;
import battleledger.ledger.json.CommandJson;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * No input reaches a 500 (issue 16): every command type, taken from a well-formed example, is sent again with each
 * of its fields (and the fields inside them) made null, removed, of the wrong type, a huge number, a huge string or
 * nested absurdly deep. Every answer is a 200 or a 4xx problem+json, never a 5xx; a refused command changes nothing
 * (the encounter's step and store position stay where they were); and the battle still verifies afterwards.
 */
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class CommandFuzzTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final String HUGE = "x".repeat(100_000);


    /** What a field is replaced with; null means "removed". */
    private static final Map<String, UnaryOperator<JsonNode>> MUTATIONS = new LinkedHashMap<>();

    static {
        MUTATIONS.put("null", v -> NODES.nullNode());
        MUTATIONS.put("missing", v -> null);
        MUTATIONS.put("a number", v -> NODES.numberNode(7));
        MUTATIONS.put("a negative number", v -> NODES.numberNode(-2_147_483_648L));
        MUTATIONS.put("a string", v -> NODES.textNode("wrong"));
        MUTATIONS.put("a boolean", v -> NODES.booleanNode(true));
        MUTATIONS.put("an object", v -> NODES.objectNode().put("x", 1));
        MUTATIONS.put("a list", v -> NODES.arrayNode().add("x").add(NODES.nullNode()));
        MUTATIONS.put("a fraction", v -> NODES.numberNode(1.5));
        MUTATIONS.put("a huge number", v -> NODES.numberNode(BigInteger.TEN.pow(30)));
        MUTATIONS.put("the largest long", v -> NODES.numberNode(Long.MAX_VALUE));
        MUTATIONS.put("a huge string", v -> NODES.textNode(HUGE));
        MUTATIONS.put("nested 40 deep", v -> nest(v, 40));
        MUTATIONS.put("a map with a null", v -> NODES.objectNode().putNull("ann"));
    }

    @Inject
    EmbeddedServer server;

    Api api;
    Session battle;
    long position;

    @BeforeAll
    void battleInProgress() {
        api = new Api(server.getURL());
        battle = Session.create(api, "{\"id\":\"fuzzed\",\"name\":\"Fuzzed\",\"seed\":16}");
        battle.add(Session.combatant("ann", "party", 18, 20));
        battle.add(Session.combatant("bob", "party", 12, 20));
        battle.add(Session.combatant("orc", "orcs", 3, 15));
        battle.command("{\"type\":\"StartCombat\",\"surprised\":[]}");
        position = battle.position();
    }

    record Outcome(String type, String mutation, int status, String code) {
    }

    @Test
    void noMutationOfAnyCommandReachesA500OrChangesAnythingWhenRefused() {
        List<Outcome> outcomes = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        List<String> withoutExample = new ArrayList<>();
        int storedBefore = storedEvents();
        int appended = 0;
        for (String type : CommandJson.types()) {
            String example = CommandExamples.of(type);
            if (example == null) {
                withoutExample.add(type);
                example = "{}";
            }
            ObjectNode base = (ObjectNode) Api.parse(example);
            base.put("type", type);
            JsonNode after = summary();
            for (Map.Entry<String, ObjectNode> mutant : mutants(base).entrySet()) {
                JsonNode before = after;
                Api.Answer answer = battle.attempt(mutant.getValue().toString());
                if (answer.status() == 200) {
                    position = answer.json().get("position").asLong();
                    appended += answer.json().get("events").size();
                }
                after = summary();
                String code = answer.status() >= 400 && answer.contentType().startsWith("application/problem+json")
                        ? answer.json().path("code").asText() : "";
                outcomes.add(new Outcome(type, mutant.getKey(), answer.status(), code));
                String what = type + " with " + mutant.getKey() + " -> " + answer.status() + " " + abbreviate(answer.body());
                if (answer.status() >= 500 || answer.status() < 200) {
                    problems.add(what);
                } else if (answer.status() >= 400) {
                    if (code.isEmpty()) {
                        problems.add(what + " (not a problem+json with a code)");
                    }
                    if (!before.get("step").equals(after.get("step"))
                            || !before.get("position").equals(after.get("position"))) {
                        problems.add(what + " (refused, yet the encounter moved from step " + before.get("step")
                                + " to " + after.get("step") + ")");
                    }
                } else if (after.get("step").asInt() != before.get("step").asInt() + 1) {
                    problems.add(what + " (accepted, yet the step did not advance by one)");
                }
            }
        }
        report(outcomes, withoutExample);
        assertThat(storedEvents()).as("events stored: those before, and those of the accepted commands only")
                .isEqualTo(storedBefore + appended);
        assertThat(problems).as("answers that break the contract").isEmpty();
        assertThat(outcomes.stream().filter(o -> o.status() >= 400).count()).isGreaterThan(1000);
        assertThat(battle.verified()).isTrue();
    }

    @Test
    void theInputsThatOnceReachedA500AreRefusedWithA400() {
        Session quiet = Session.create(api, "{\"name\":\"Before the fight\",\"seed\":3}");
        quiet.add(Session.combatant("ann", "party", 12, 20));
        quiet.attempt("{\"type\":\"GrantAdvantage\",\"target\":\"ann\",\"advantage\":true,\"reason\":\"high ground\"}")
                .problem(400, "missing-field");
        quiet.attempt("{\"type\":\"ShortRest\",\"spend\":{\"ann\":null}}").problem(400, "malformed-command");
        quiet.attempt("{\"type\":\"ShortRest\",\"spend\":{\"a\":null}}").problem(400, "malformed-command");
        for (int depth : new int[]{2, 20, 480, 700}) {
            String ready = "{\"type\":\"Attack\",\"actor\":\"ann\",\"target\":\"ann\",\"attack\":\"sword\"}";
            for (int i = 0; i < depth; i++) {
                ready = "{\"type\":\"Ready\",\"actor\":\"ann\",\"trigger\":{\"on\":\"Moved\"},\"action\":" + ready + "}";
            }
            Api.Answer answer = quiet.attempt(ready);
            assertThat(answer.status()).as("Ready nested %d deep: %s", depth, answer.body()).isEqualTo(400);
            assertThat(answer.contentType()).startsWith("application/problem+json");
        }
        quiet.attempt("{\"type\":\"CallForCheck\",\"combatant\":\"ann\",\"ability\":\"str\",\"dc\":10,\"purpose\":\""
                + "p".repeat(900_000) + "\"}").problem(400, "out-of-bounds");
        quiet.attempt("{\"type\":\"CallForCheck\",\"combatant\":\"ann\",\"ability\":\"str\",\"dc\":10,\"purpose\":\""
                + "p".repeat(2_000_000) + "\"}").problem(413, "body-too-large");
        assertThat(quiet.summary().get("step").asInt()).isEqualTo(2);
        assertThat(quiet.verified()).isTrue();
    }

    /** The summary as of the last accepted command (read-your-writes). */
    private JsonNode summary() {
        return api.get("/encounters/" + battle.id() + "?after=" + position).expect(200).json();
    }

    private int storedEvents() {
        return api.get("/encounters/" + battle.id() + "/events?limit=10000").expect(200).json().size();
    }

    /** The example with each field, and each field inside a field, mutated in every way; the body itself too. */
    private static Map<String, ObjectNode> mutants(ObjectNode base) {
        Map<String, ObjectNode> out = new LinkedHashMap<>();
        List<List<Object>> paths = new ArrayList<>();
        collect(base, new ArrayList<>(), paths, 0);
        for (List<Object> path : paths) {
            if (path.size() == 1 && "type".equals(path.get(0))) {
                continue;
            }
            for (Map.Entry<String, UnaryOperator<JsonNode>> m : MUTATIONS.entrySet()) {
                ObjectNode copy = base.deepCopy();
                replace(copy, path, m.getValue());
                out.put(path + " " + m.getKey(), copy);
            }
        }
        ObjectNode unknown = base.deepCopy();
        unknown.put("unexpected", 1);
        out.put("an unknown field", unknown);
        ObjectNode deep = base.deepCopy();
        deep.set("deep", nest(NODES.numberNode(1), 700));
        out.put("a field nested 700 deep", deep);
        return out;
    }

    private static void collect(JsonNode node, List<Object> path, List<List<Object>> out, int depth) {
        if (depth > 3) {
            return;
        }
        if (node.isObject()) {
            for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
                String name = it.next();
                List<Object> p = new ArrayList<>(path);
                p.add(name);
                out.add(p);
                collect(node.get(name), p, out, depth + 1);
            }
        } else if (node.isArray() && !node.isEmpty()) {
            List<Object> p = new ArrayList<>(path);
            p.add(0);
            out.add(p);
            collect(node.get(0), p, out, depth + 1);
        }
    }

    private static void replace(JsonNode root, List<Object> path, UnaryOperator<JsonNode> mutation) {
        JsonNode parent = root;
        for (Object step : path.subList(0, path.size() - 1)) {
            parent = step instanceof String s ? parent.get(s) : parent.get((Integer) step);
        }
        Object last = path.get(path.size() - 1);
        JsonNode value = mutation.apply(last instanceof String s ? parent.get(s) : parent.get((Integer) last));
        if (parent instanceof ObjectNode o) {
            if (value == null) {
                o.remove((String) last);
            } else {
                o.set((String) last, value);
            }
        } else if (parent instanceof ArrayNode a) {
            if (value == null) {
                a.remove((Integer) last);
            } else {
                a.set((Integer) last, value);
            }
        }
    }

    private static JsonNode nest(JsonNode value, int depth) {
        JsonNode v = value == null ? NODES.numberNode(1) : value;
        for (int i = 0; i < depth; i++) {
            v = i % 2 == 0 ? NODES.arrayNode().add(v) : NODES.objectNode().set("n", v);
        }
        return v;
    }

    private static void report(List<Outcome> outcomes, List<String> withoutExample) {
        Map<String, Integer> byStatus = new TreeMap<>();
        Map<String, Integer> byCode = new TreeMap<>();
        for (Outcome o : outcomes) {
            byStatus.merge(String.valueOf(o.status()), 1, Integer::sum);
            if (!o.code().isEmpty()) {
                byCode.merge(o.status() + " " + o.code(), 1, Integer::sum);
            }
        }
        System.out.printf("[reliability] fuzz: %d inputs over %d command types (%d without an example, fuzzed as a "
                        + "bare type: %s); answers by status %s; refusals by code %s%n", outcomes.size(),
                CommandJson.types().size(), withoutExample.size(), withoutExample, byStatus, byCode);
    }

    private static String abbreviate(String body) {
        return body.length() > 300 ? body.substring(0, 300) + "…" : body;
    }
}

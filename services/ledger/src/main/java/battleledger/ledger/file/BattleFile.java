package battleledger.ledger.file;

import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.SetupEvent.EncounterCreated;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.RulesetId;
import battleledger.ledger.axon.EventCatalog;
import battleledger.ledger.json.KernelJson;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * A battle file (issue 15): JSON Lines. The first line is the header (format, encounter id, name, ruleset, seed,
 * options); then one stored event per line ({@code {"step","type","revision","payload"}}, the payload exactly as
 * the event store keeps it, without its type); the last line is the trailer with the SHA-256 digest of every line
 * before it (each with its newline) and the number of events. Lines are written in one canonical form (the kernel's
 * JSON mapping), so the same battle always gives the same file, byte for byte.
 */
public final class BattleFile {

    public static final String FORMAT = "battle-ledger/1";
    public static final String MEDIA_TYPE = "application/jsonl";

    /** A line giving a key twice is refused (InputLimits.STRICT): the file writes each once, as the store does. */
    private static final ObjectMapper JSON = KernelJson.newMapper().enable(battleledger.ledger.edge.InputLimits.STRICT);
    private static final EventCatalog CATALOG = new EventCatalog();

    private BattleFile() {
    }

    /** The first line: what the encounter was created as. */
    public record Header(String format, String encounter, String name, RulesetId ruleset, long seed,
                         EncounterOptions options) {
    }

    /** The last line: the digest of every line before it and how many events there are. */
    public record Trailer(String digest, int events) {
    }

    /** One event line. */
    record EventLine(int step, String type, String revision, JsonNode payload) {
    }

    /**
     * A file as read: its header, its events, the digest it states and the digest its lines give, and the step of
     * the first event line that is not in the canonical form (null when all are).
     */
    public record Parsed(Header header, List<EncounterEvent> events, String statedDigest, String digest,
                         Integer firstAlteredStep) {
        public boolean digestMatches() {
            return statedDigest.equals(digest);
        }
    }

    /** Writes the battle file of an encounter's stored events, the first of which created it. */
    public static String write(List<EncounterEvent> events) {
        if (events.isEmpty() || !(events.get(0) instanceof EncounterCreated created)) {
            throw new IllegalArgumentException("a battle begins with the event that created it");
        }
        StringBuilder body = new StringBuilder();
        body.append(json(new Header(FORMAT, created.encounterId(), created.name(), created.ruleset(),
                created.seed(), created.options()))).append('\n');
        for (EncounterEvent e : events) {
            body.append(line(e)).append('\n');
        }
        String digest = sha256(body.toString());
        return body + json(new Trailer(digest, events.size())) + "\n";
    }

    /** One event as its line. */
    static String line(EncounterEvent e) {
        ObjectNode payload = JSON.valueToTree(e);
        payload.remove(KernelJson.TYPE);
        return json(new EventLine(e.step(), CATALOG.nameOf(e.getClass()), CATALOG.revisionOf(e.getClass()), payload));
    }

    /**
     * Reads a battle file. A line that is not what the format says is refused at once, naming its step; the digest
     * is only computed here, and compared by whoever checks the file (after the replay, which names the step).
     */
    public static Parsed read(String text) {
        List<String> lines = new ArrayList<>(List.of((text == null ? "" : text).split("\n", -1)));
        if (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
            lines.remove(lines.size() - 1);
        }
        lines.replaceAll(l -> l.endsWith("\r") ? l.substring(0, l.length() - 1) : l);
        if (lines.size() < 3) {
            throw BattleFileRefused.at(null, "battle-file-malformed",
                    "a battle file has a header line, at least one event line and a trailer line");
        }
        Header header = parse(lines.get(0), Header.class, null, "the header line");
        if (!FORMAT.equals(header.format())) {
            throw BattleFileRefused.at(null, "battle-file-format",
                    "the header names the format \"" + header.format() + "\"; this version reads " + FORMAT);
        }
        Trailer trailer = trailer(lines.get(lines.size() - 1));
        if (trailer.digest() == null) {
            throw BattleFileRefused.at(null, "battle-file-malformed", "the trailer line has no digest");
        }
        StringBuilder body = new StringBuilder();
        List<EncounterEvent> events = new ArrayList<>();
        Integer altered = null;
        for (int i = 0; i < lines.size() - 1; i++) {
            body.append(lines.get(i)).append('\n');
            if (i == 0) {
                continue;
            }
            EncounterEvent e = event(lines.get(i), i);
            if (altered == null && !line(e).equals(lines.get(i))) {
                altered = e.step();
            }
            events.add(e);
        }
        if (trailer.events() != events.size()) {
            throw BattleFileRefused.at(null, "battle-file-malformed", "the trailer counts " + trailer.events()
                    + " events but the file has " + events.size());
        }
        if (!(events.get(0) instanceof EncounterCreated created) || !created.encounterId().equals(header.encounter())
                || created.seed() != header.seed() || created.ruleset() != header.ruleset()
                || !created.options().equals(header.options())) {
            throw BattleFileRefused.at(1, "battle-file-header",
                    "the header does not describe the encounter the first event creates");
        }
        return new Parsed(header, events, trailer.digest(), sha256(body.toString()), altered);
    }

    /**
     * The last line, which must be the trailer. A file cut short (a copy interrupted, a download stopped) ends with
     * an event line, or within one: it is named so, rather than refused for the trailer's unknown field "step".
     */
    private static Trailer trailer(String text) {
        JsonNode last;
        try {
            last = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            if (battleledger.ledger.json.CommandJson.duplicateKey(e, "the trailer line") != null) {
                return parse(text, Trailer.class, null, "the trailer line"); // refused naming the key given twice
            }
            last = null;
        }
        if (last == null || !last.isObject() || last.has("payload") || last.has("step")) {
            String what = last != null && last.path("step").isInt()
                    ? "an event line of step " + last.get("step").asInt() : "a line that is not complete JSON";
            throw BattleFileRefused.at(null, "battle-file-malformed", "the file ends with " + what + ", not with "
                    + "its trailer line ({\"digest\",\"events\"}): it is cut short, or not the whole battle file");
        }
        return parse(text, Trailer.class, null, "the trailer line");
    }

    private static EncounterEvent event(String text, int lineNumber) {
        EventLine line = parse(text, EventLine.class, null, "line " + (lineNumber + 1));
        Class<?> type = line.type() == null ? null : CATALOG.classOf(line.type());
        if (type == null || !(line.payload() instanceof ObjectNode payload)) {
            throw BattleFileRefused.at(line.step(), "battle-file-malformed", "line " + (lineNumber + 1)
                    + " (step " + line.step() + ") names no known event type with a payload: " + line.type());
        }
        if (!CATALOG.revisionOf(type).equals(line.revision())) {
            throw BattleFileRefused.at(line.step(), "battle-file-revision", "line " + (lineNumber + 1) + " holds "
                    + line.type() + " revision " + line.revision() + "; this version writes and reads revision "
                    + CATALOG.revisionOf(type));
        }
        ObjectNode typed = JSON.createObjectNode().put(KernelJson.TYPE, line.type());
        typed.setAll(payload);
        EncounterEvent e;
        try {
            e = JSON.treeToValue(typed, EncounterEvent.class);
        } catch (JsonProcessingException | IllegalArgumentException x) {
            throw BattleFileRefused.at(line.step(), "battle-file-malformed", "line " + (lineNumber + 1)
                    + " (step " + line.step() + "): the payload is not a " + line.type() + ": " + message(x));
        }
        if (e.step() != line.step()) {
            throw BattleFileRefused.at(line.step(), "battle-file-malformed", "line " + (lineNumber + 1)
                    + " says step " + line.step() + " but its payload says step " + e.step());
        }
        return e;
    }

    private static <T> T parse(String text, Class<T> type, Integer step, String what) {
        try {
            T value = JSON.readValue(text, type);
            if (value == null) {
                throw BattleFileRefused.at(step, "battle-file-malformed", what + " is empty");
            }
            return value;
        } catch (JsonProcessingException e) {
            battleledger.kernel.RuleViolation duplicate = battleledger.ledger.json.CommandJson.duplicateKey(e, what);
            if (duplicate != null) {
                throw BattleFileRefused.at(step, "battle-file-malformed", duplicate.detail());
            }
            throw BattleFileRefused.at(step, "battle-file-malformed", what + " is not what a battle file holds: "
                    + message(e));
        }
    }

    private static String message(Exception e) {
        String m = battleledger.ledger.json.CommandJson.plain(e instanceof JsonProcessingException j ? j.getOriginalMessage() : e.getMessage());
        int cut = m == null ? -1 : m.indexOf(" (class ");
        return cut > 0 ? m.substring(0, cut) : m;
    }

    static String json(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the kernel's records always serialize", e);
        }
    }

    static String sha256(String text) {
        try {
            return "sha256:" + HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}

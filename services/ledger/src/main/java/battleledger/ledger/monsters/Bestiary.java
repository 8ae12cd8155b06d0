package battleledger.ledger.monsters;

import battleledger.kernel.RuleViolation;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The SRD 5.1 monsters shipped with the service ({@code monsters/srd-5.1.json}, CC-BY 4.0, attribution in the file
 * and the README), found by id ("srd:goblin") or by a search over names and types.
 */
public final class Bestiary {

    public static final String PREFIX = "srd:";
    static final String RESOURCE = "/monsters/srd-5.1.json";

    /** The file's shape: where it comes from, under which license, and the monsters. */
    record Source(String source, String license, String attribution, String about, List<Monster> monsters) {
    }

    private static final Bestiary SRD = load();

    private final Source source;
    private final Map<String, Monster> byId = new TreeMap<>();

    private Bestiary(Source source) {
        this.source = source;
        source.monsters().forEach(m -> byId.put(m.id(), m));
    }

    public static Bestiary srd() {
        return SRD;
    }

    private static Bestiary load() {
        ObjectMapper json = new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true);
        try (InputStream in = Bestiary.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("missing " + RESOURCE);
            }
            return new Bestiary(json.readValue(in, Source.class));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }

    public String attribution() {
        return source.attribution();
    }

    public String license() {
        return source.license();
    }

    public List<Monster> all() {
        return List.copyOf(byId.values());
    }

    /** Monsters whose name, id or type contains the words searched for (all of them when blank), by name. */
    public List<Monster> search(String text) {
        String q = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        return byId.values().stream()
                .filter(m -> q.isEmpty() || (m.name().toLowerCase(Locale.ROOT) + " " + m.id() + " " + m.type())
                        .contains(q))
                .toList();
    }

    /** The monster named "srd:goblin" (or "goblin"); an unknown name is refused with the names to choose from. */
    public Monster find(String reference) {
        String id = reference == null ? "" : reference.startsWith(PREFIX) ? reference.substring(PREFIX.length())
                : reference;
        Monster m = byId.get(id);
        if (m == null) {
            throw RuleViolation.illegal("unknown-monster", null, "no monster \"" + reference + "\"; GET /monsters"
                    + "?search= lists them, e.g. \"" + PREFIX + "goblin\"");
        }
        return m;
    }
}

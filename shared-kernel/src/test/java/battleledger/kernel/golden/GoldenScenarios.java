package battleledger.kernel.golden;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.event.EncounterEvent;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The golden safety net over the narrated scenarios (issue 10): every decision a kernel test makes through the test
 * support ({@code GivenWhenThen}, {@code Scene}, {@code Fixtures.history}, the simulation's skirmishes, the sequence
 * property test) is compared, event for event, with what main's code decided for the same test, recorded in
 * {@code golden/scenarios.txt}. A test whose decisions differ fails, naming the decision (the n-th the test made),
 * the event and that event as it is now. A test that makes decisions and is not in the fixture (a new one, or one
 * renamed) fails until it is recorded, so no test's decisions go unchecked unnoticed; a test that makes more decisions
 * than recorded is checked on those recorded.
 *
 * <p>This extension is registered for every kernel test ({@code META-INF/services}, with autodetection switched on
 * in {@code junit-platform.properties}). Record the fixture again (for a new test, or a change of behaviour that is
 * meant): {@link #RECORD_COMMAND}; it rewrites the file from the whole run.
 */
public final class GoldenScenarios implements BeforeEachCallback, AfterEachCallback {

    static final String FIXTURE = "golden/scenarios.txt";
    static final Path SOURCE = Path.of("src/test/resources", FIXTURE);
    private static final boolean RECORD = Boolean.getBoolean("golden.record");
    static final String RECORD_COMMAND = "./mvnw -B -o -q -pl shared-kernel verify -Dgolden.record=true";

    /** The decisions of the test running now, each a list of short event hashes or "!code" for a refusal. */
    private static volatile List<String> current;
    private static volatile List<List<EncounterEvent>> currentEvents;
    private static Map<String, List<String>> recorded;
    private static boolean truncated;

    /** A command the test support decided, with the events it caused. */
    public static void decided(List<EncounterEvent> events) {
        List<String> now = current;
        if (now != null) {
            synchronized (GoldenScenarios.class) {
                now.add(events.isEmpty() ? "-" : String.join(",", events.stream().map(GoldenScenarios::hash)
                        .toList()));
                currentEvents.add(List.copyOf(events));
            }
        }
    }

    /** A command the test support had refused. */
    public static void refused(RuleViolation v) {
        List<String> now = current;
        if (now != null) {
            synchronized (GoldenScenarios.class) {
                now.add("!" + v.code());
                currentEvents.add(List.of());
            }
        }
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        current = new ArrayList<>();
        currentEvents = new ArrayList<>();
    }

    @Override
    public void afterEach(ExtensionContext context) throws IOException {
        List<String> now = current;
        List<List<EncounterEvent>> events = currentEvents;
        current = null;
        currentEvents = null;
        if (now == null || now.isEmpty()) {
            return;
        }
        String key = key(context);
        if (RECORD) {
            write(key, now);
            return;
        }
        compare(key, recorded().get(key), now, events);
    }

    /** Fails when the decisions a test made now differ from those recorded for it ({@code was}, null if none). */
    static void compare(String key, List<String> was, List<String> now, List<List<EncounterEvent>> events) {
        if (was == null) {
            throw new AssertionError("golden: " + key + " made " + now.size() + " decisions and is not in " + FIXTURE
                    + ", so they would go unchecked; record it (it adds its line and changes no other): "
                    + RECORD_COMMAND);
        }
        for (int d = 0; d < was.size(); d++) {
            String where = key + ": decision " + (d + 1) + " of " + was.size() + " recorded from main";
            if (d >= now.size()) {
                throw new AssertionError("golden: " + where + " is not made any more (the test made " + now.size()
                        + ")");
            }
            if (!was.get(d).equals(now.get(d))) {
                throw new AssertionError("golden: " + where + " differs: " + describe(was.get(d), now.get(d),
                        events.get(d)));
            }
        }
    }

    private static String describe(String was, String now, List<EncounterEvent> events) {
        if (was.startsWith("!") || now.startsWith("!")) {
            return "main's was " + (was.startsWith("!") ? "refused with " + was.substring(1) : "events " + was)
                    + ", now " + (now.startsWith("!") ? "refused with " + now.substring(1) : "events " + now);
        }
        String[] a = was.equals("-") ? new String[0] : was.split(",");
        String[] b = now.equals("-") ? new String[0] : now.split(",");
        for (int e = 0; e < Math.max(a.length, b.length); e++) {
            if (e >= b.length) {
                return "event " + (e + 1) + " of main's " + a.length + " is missing (now " + b.length + " events)";
            }
            if (e >= a.length || !a[e].equals(b[e])) {
                return "event " + (e + 1) + " (main's " + a.length + " events, now " + b.length + ") is now "
                        + Canonical.of(events.get(e));
            }
        }
        return "same events";
    }

    /** The test's class (without its package, so moving it keeps its key), method and invocation. */
    static String key(ExtensionContext context) {
        String cls = context.getRequiredTestClass().getName();
        String key = cls.substring(cls.lastIndexOf('.') + 1) + "#" + context.getRequiredTestMethod().getName();
        String id = context.getUniqueId();
        int last = id.lastIndexOf("[test-template-invocation:");
        return last < 0 ? key : key + id.substring(last + "[test-template-invocation:".length(), id.length() - 1);
    }

    static String hash(EncounterEvent e) {
        return GoldenEventsTest.shortHash(e).substring(0, 6);
    }

    private static synchronized Map<String, List<String>> recorded() throws IOException {
        if (recorded == null) {
            Map<String, List<String>> out = new HashMap<>();
            try (InputStream in = GoldenScenarios.class.getClassLoader().getResourceAsStream(FIXTURE)) {
                if (in == null) {
                    throw new AssertionError("golden: the fixture " + FIXTURE + " is missing");
                }
                for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                    if (!line.isBlank() && !line.startsWith("#")) {
                        String[] f = line.split("\t");
                        out.put(f[0], List.of(f[1].split(" ")));
                    }
                }
            }
            recorded = out;
        }
        return recorded;
    }

    private static synchronized void write(String key, List<String> decisions) {
        try {
            if (!truncated) {
                Files.createDirectories(SOURCE.getParent());
                Files.writeString(SOURCE, "# GoldenScenarios: per kernel test, each decision it made through the test"
                        + " support: its events' short hashes (decisions by spaces, events by commas), or !code\n");
                truncated = true;
            }
            Files.writeString(SOURCE, key + "\t" + String.join(" ", decisions) + "\n", StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

package battleledger.kernel.golden;

import battleledger.kernel.event.EncounterEvent;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * The golden safety net (issue 10): the corpus's battles ({@link GoldenBattles}) decided again must give, event for
 * event, the content recorded from main's code before the kernel's middle was reshaped. The fixture keeps per battle
 * a SHA-256 over all its events' canonical text ({@link Canonical}) and a short hash of each event, step by step, so
 * a difference names the battle, the step and the first event that differs, and prints that event as it is now.
 *
 * <p>Record the fixture again (only for a change of behaviour that is meant, and say so in the commit) with
 * {@code ./mvnw -B -o -q -pl shared-kernel -Dtest=GoldenEventsTest -Dgolden.record=true verify}.
 */
class GoldenEventsTest {

    static final String FIXTURE = "golden/battles.txt";
    static final Path SOURCE = Path.of("src/test/resources", FIXTURE);

    @Test
    void everyBattleOfTheCorpusDecidesTheEventsRecordedFromMain() throws IOException {
        Map<String, Supplier<GoldenBattles.Battle>> battles = GoldenBattles.all();
        if (Boolean.getBoolean("golden.record")) {
            record(battles);
            return;
        }
        Map<String, Recorded> recorded = read();
        assertThat(battles.keySet()).as("the corpus is the recorded one").containsExactlyElementsOf(recorded.keySet());
        List<String> differences = new ArrayList<>();
        battles.forEach((name, play) -> {
            GoldenBattles.Battle battle = play.get();
            Recorded expected = recorded.get(name);
            if (!expected.total().equals(total(battle))) {
                differences.add(firstDifference(battle, expected));
            }
        });
        if (!differences.isEmpty()) {
            fail(differences.size() + " of " + battles.size() + " battles decide other events than main did:\n"
                    + String.join("\n", differences.subList(0, Math.min(5, differences.size()))));
        }
    }

    @Test
    void theCanonicalTextOfAnEventNamesItsTypeAndEveryField() {
        EncounterEvent first = GoldenBattles.all().values().iterator().next().get().steps().get(0).get(0);
        assertThat(Canonical.of(first)).startsWith("{\"type\":\"EncounterCreated\"")
                .contains("\"seed\":").contains("\"grid\":");
    }

    /** Per battle: the hash over everything, and each step's short event hashes. */
    record Recorded(String total, List<List<String>> steps) {
    }

    static String firstDifference(GoldenBattles.Battle battle, Recorded expected) {
        for (int s = 0; s < Math.max(battle.steps().size(), expected.steps().size()); s++) {
            if (s >= battle.steps().size()) {
                return battle.name() + ": ends after step " + s + "; main's went on to step "
                        + expected.steps().size();
            }
            List<EncounterEvent> now = battle.steps().get(s);
            if (s >= expected.steps().size()) {
                return battle.name() + ": step " + (s + 1) + " is new (main's ended at step " + s + "), first event "
                        + Canonical.of(now.get(0));
            }
            List<String> was = expected.steps().get(s);
            for (int e = 0; e < Math.max(now.size(), was.size()); e++) {
                String where = battle.name() + ": step " + (s + 1) + ", event " + (e + 1) + " of " + was.size()
                        + " in main";
                if (e >= now.size()) {
                    return where + ": missing (main's step had " + was.size() + " events, now " + now.size() + ")";
                }
                if (e >= was.size() || !was.get(e).equals(shortHash(now.get(e)))) {
                    return where + ": differs (main's hash " + (e < was.size() ? was.get(e) : "none")
                            + "); now " + Canonical.of(now.get(e));
                }
            }
        }
        return battle.name() + ": every event matches its short hash but not the battle's SHA-256";
    }

    static String total(GoldenBattles.Battle battle) {
        MessageDigest sha = sha256();
        for (List<EncounterEvent> step : battle.steps()) {
            for (EncounterEvent e : step) {
                sha.update(Canonical.of(e).getBytes(StandardCharsets.UTF_8));
                sha.update((byte) '\n');
            }
            sha.update((byte) '\n');
        }
        return HexFormat.of().formatHex(sha.digest());
    }

    static String shortHash(EncounterEvent e) {
        return HexFormat.of().formatHex(sha256().digest(Canonical.of(e).getBytes(StandardCharsets.UTF_8)))
                .substring(0, 8);
    }

    static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    static Map<String, Recorded> read() throws IOException {
        Map<String, Recorded> out = new LinkedHashMap<>();
        try (InputStream in = GoldenEventsTest.class.getClassLoader().getResourceAsStream(FIXTURE)) {
            assertThat(in).as("the fixture " + FIXTURE).isNotNull();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t");
                List<List<String>> steps = new ArrayList<>();
                for (String step : f[2].split(" ")) {
                    steps.add(step.equals("-") ? List.of() : List.of(step.split(",")));
                }
                out.put(f[0], new Recorded(f[1], steps));
            }
        }
        return out;
    }

    static void record(Map<String, Supplier<GoldenBattles.Battle>> battles) throws IOException {
        StringBuilder out = new StringBuilder("# GoldenEventsTest: per battle, its name, the SHA-256 over its events'"
                + " canonical text, and each step's events' short hashes (steps by spaces, events by commas)\n");
        battles.forEach((name, play) -> {
            GoldenBattles.Battle b = play.get();
            List<String> steps = new ArrayList<>();
            for (List<EncounterEvent> step : b.steps()) {
                steps.add(step.isEmpty() ? "-" : String.join(",", step.stream().map(GoldenEventsTest::shortHash)
                        .toList()));
            }
            out.append(name).append('\t').append(total(b)).append('\t').append(String.join(" ", steps)).append('\n');
        });
        Files.createDirectories(SOURCE.getParent());
        Files.writeString(SOURCE, out.toString());
    }
}

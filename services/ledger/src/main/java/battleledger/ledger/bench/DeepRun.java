package battleledger.ledger.bench;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * Only the long battle (issue 18, `bench --deep-only`): a service of its own, the battle, its revision deep down
 * (the first one, on code the service has not run yet, and a second one on the same step), and /verify. Quick to
 * repeat while working on what a command costs in a long battle.
 */
final class DeepRun {

    private DeepRun() {
    }

    static void measure(Report report, Map<String, String> datasource, String heap, String jvm, Path tmp, int steps,
                        int repeat) throws Exception {
        try (Service service = Service.start(datasource, heap, jvm, tmp.resolve("service.log"))) {
            report.header();
            report.row("startup", "service start to first answer (a JVM of its own, fresh database)",
                    service.startupMillis + " ms", "", "", "≤ 1,500 ms");
            Runs http = new Runs(service, Battles.http(service), 0, "http");
            long t0 = System.nanoTime();
            int[] battle = http.deepBattle("deep", steps);
            long built = System.nanoTime() - t0;
            report.row("deep.build", "the " + battle[0] + "-step battle played over HTTP, one command at a time",
                    String.format(Locale.ROOT, "%,.0f commands/s", battle[0] * 1e9 / built), ms(built) + " ms", "", "");
            long[] first = http.revision("deep", battle[1], 20);
            report.row("revision.deep", "OverrideRoll at step " + battle[1] + " of a " + battle[0]
                    + "-step battle: answered / projected", ms(first[0]) + " / " + ms(first[1]) + " ms", "", "", "≤ 100 ms");
            long[] again = http.revision("deep", battle[1], 20);
            report.row("revision.deep.again", "the same OverrideRoll once more: answered / projected",
                    ms(again[0]) + " / " + ms(again[1]) + " ms", "", "", "≤ 100 ms");
            if (repeat > 0) { // ruled a 1, a 20, a 1...: each revision changes the battle; a median, samples to profile
                long[] answered = new long[repeat];
                long[] projected = new long[repeat];
                for (int i = 0; i < repeat; i++) {
                    long[] r = http.revision("deep", battle[1], i % 2 == 0 ? 1 : 20);
                    answered[i] = r[0];
                    projected[i] = r[1];
                }
                java.util.Arrays.sort(answered);
                java.util.Arrays.sort(projected);
                report.row("revision.deep.median", "OverrideRoll " + repeat + " times more, to 1 and 20 by turns: "
                        + "median answered / projected (load " + Machine.load() + ")", ms(answered[repeat / 2]) + " / "
                        + ms(projected[repeat / 2]) + " ms", "", "", "≤ 100 ms");
            }
            long[] verified = http.verify("deep");
            report.row("verify", "/verify of the " + verified[0] + "-step battle", String.format(Locale.ROOT,
                    "%,.0f steps/s", verified[0] * 1e9 / verified[1]), ms(verified[1]) + " ms", "", "");
        }
    }

    private static String ms(long nanos) {
        return String.format(Locale.ROOT, "%.1f", nanos / 1e6);
    }
}

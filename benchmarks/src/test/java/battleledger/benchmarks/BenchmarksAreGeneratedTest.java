package battleledger.benchmarks;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The README's benchmark command runs what JMH's annotation processor generated; a compiler that skips the processor
 * (javac 23 and later do unless asked) builds a jar with no benchmark in it, which fails only when someone runs it.
 */
class BenchmarksAreGeneratedTest {

    @Test
    void theBuildGeneratesTheBenchmarkListWithTheDeciderBenchmark() throws IOException {
        try (InputStream list = getClass().getResourceAsStream("/META-INF/BenchmarkList")) {
            assertNotNull(list, "META-INF/BenchmarkList: JMH's annotation processor did not run");
            String text = new String(list.readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(text.contains("battleledger.benchmarks.DeciderBenchmark"), "the decider's benchmarks are listed");
        }
    }
}

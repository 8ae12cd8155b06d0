package battleledger.ledger.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** The driver's scratch directories (databases of up to a few GiB, logs), removed when a run is over. */
public final class TempFiles {

    private TempFiles() {
    }

    /** Deletes {@code dir} and everything under it; what cannot be deleted is left. */
    public static void delete(Path dir) {
        if (dir == null || !Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    // left behind
                }
            });
        } catch (IOException e) {
            // left behind
        }
    }
}

package battleledger.ledger.axon;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A service on an H2 file claims its projection's segments under the file's name, so that started again after a
 * kill it takes them back at once; where several processes may share the store, each keeps a name of its own.
 */
class TokenOwnerTest {

    @Test
    void anH2FileNamesTheOwnerWhateverItsOptions() {
        String expected = "h2:" + Path.of("data/battle-ledger").toAbsolutePath().normalize();
        assertThat(TokenOwner.of("jdbc:h2:file:./data/battle-ledger;DATABASE_TO_LOWER=TRUE;AUTO_SERVER=FALSE"))
                .isEqualTo(expected);
        assertThat(TokenOwner.of("jdbc:h2:file:./data/battle-ledger")).isEqualTo(expected);
    }

    @Test
    void aStoreSeveralProcessesMayShareKeepsAxonsOwnerPerProcess() {
        assertThat(TokenOwner.of("jdbc:h2:file:./data/x;AUTO_SERVER=TRUE")).isNull();
        assertThat(TokenOwner.of("jdbc:postgresql://localhost/ledger")).isNull();
        assertThat(TokenOwner.of("jdbc:h2:mem:ledger;DB_CLOSE_DELAY=-1")).isNull();
        assertThat(TokenOwner.of(null)).isNull();
    }

    @Test
    void aVeryLongPathStillFitsTheOwnerColumn() {
        assertThat(TokenOwner.of("jdbc:h2:file:/" + "d/".repeat(200) + "ledger")).hasSizeLessThanOrEqualTo(200)
                .endsWith("/ledger");
    }
}

package battleledger.ledger.projection;

import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.transaction.SynchronousTransactionManager;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18, reads: the combatants' hand-written read answers exactly what the repository's read by column names
 * answers, every column, set and unset (a combatant with every nullable column filled, one with none), in order.
 */
@MicronautTest(transactional = false)
class CombatantRowsTest {

    @Inject
    CombatantViews repository;
    @Inject
    CombatantRows rows;
    @Inject
    SynchronousTransactionManager<Connection> transactions;

    @Test
    void theHandWrittenReadAnswersWhatTheRepositoryReadsColumnForColumn() {
        CombatantView full = new CombatantView("rows-read:mage", "rows-read", "mage", 1, "Mage", "party", 9, 12, 11,
                30, "small", "[{\"condition\":\"prone\"}]", 3, -4, false, true,
                "{\"trigger\":\"the orc moves\",\"action\":\"Attack\"}", "{\"spell\":\"bless\"}", "dying", 2, true,
                "{\"from\":[\"orc\"]}", "[\"ann\"]", 1, "[\"orc\"]", "{\"slots\":[2,0,0]}", 7, 10);
        CombatantView bare = new CombatantView("rows-read:orc", "rows-read", "orc", 0, "Orc", "orcs", 15, 15, 13, 30,
                "medium", "[]", null, null, true, false, null, null, "alive", 0, false, null, "[]", 0, "[]", null,
                null, null);
        CombatantView elsewhere = new CombatantView("rows-other:orc", "rows-other", "orc", 0, "Orc", "orcs", 15, 15,
                13, 30, "medium", "[]", null, null, true, false, null, null, "alive", 0, false, null, "[]", 0, "[]",
                null, null, null);
        repository.saveAll(List.of(full, bare, elsewhere));

        assertThat(rows.of("rows-read")).containsExactly(bare, full)
                .isEqualTo(repository.findByEncounterIdOrderByOrdinal("rows-read"));
        assertThat(rows.of("rows-none")).isEmpty();
    }

    @Test
    void anUpdateByTheColumnsPlacesReadsBackThroughTheRepositoryColumnForColumn() {
        CombatantView bare = new CombatantView("rows-update:mage", "rows-update", "mage", 1, "Mage", "party", 12,
                12, 11, 30, "small", "[]", null, null, true, false, null, null, "alive", 0, false, null, "[]", 0, "[]",
                null, null, null);
        CombatantView orc = new CombatantView("rows-update:orc", "rows-update", "orc", 0, "Orc", "orcs", 15, 15, 13,
                30, "medium", "[]", null, null, true, false, null, null, "alive", 0, false, null, "[]", 0, "[]", null,
                null, null);
        repository.saveAll(List.of(bare, orc));

        CombatantView full = new CombatantView("rows-update:mage", "rows-update", "mage", 1, "Mage", "party", 9, 12,
                11, 30, "small", "[{\"condition\":\"prone\"}]", 3, -4, false, true,
                "{\"trigger\":\"the orc moves\",\"action\":\"Attack\"}", "{\"spell\":\"bless\"}", "dying", 2,
                true, "{\"from\":[\"orc\"]}", "[\"ann\"]", 1, "[\"orc\"]", "{\"slots\":[2,0,0]}", 7, 10);
        transactions.executeWrite(status -> {
            rows.update(List.of(full));
            return null;
        });
        assertThat(repository.findByEncounterIdOrderByOrdinal("rows-update")).containsExactly(orc, full);

        transactions.executeWrite(status -> {
            rows.update(List.of(bare));
            return null;
        });
        assertThat(repository.findByEncounterIdOrderByOrdinal("rows-update")).containsExactly(orc, bare);
    }
}

package battleledger.ledger.projection;

import battleledger.kernel.decider.EncounterDecider;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.util.List;
import java.util.OptionalLong;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18, reads: what a cached read of the combatants is keyed by. The rows come with the summary's sequence number
 * in one statement; how far the read models hold an encounter is this node's committed fold on H2 (the only process on
 * its file) and the store's word elsewhere (on PostgreSQL another node may have projected further).
 */
@MicronautTest(transactional = false)
class ProjectedCombatantsTest {

    @Inject
    EncounterViews summaries;
    @Inject
    CombatantViews combatants;
    @Inject
    ProjectedCombatants projected;
    @Inject
    DataSource dataSource;

    @Test
    void theCombatantsComeInTheOrderTheyJoinedWithTheSequenceTheirSummaryIsAt() {
        summaries.save(summary("asof-two", 7));
        CombatantView orc = combatant("asof-two", "orc", 0);
        CombatantView mage = combatant("asof-two", "mage", 1);
        combatants.saveAll(List.of(mage, orc));
        summaries.save(summary("asof-none", 3));

        assertThat(projected.combatants("asof-two")).isEqualTo(new ProjectedCombatants.AsOf(7, List.of(orc, mage)));
        assertThat(projected.combatants("asof-none")).isEqualTo(new ProjectedCombatants.AsOf(3, List.of()));
        assertThat(projected.combatants("asof-unknown")).as("no summary: not projected").isNull();
        assertThat(projected.storedSequence("asof-two")).hasValue(7);
        assertThat(projected.storedSequence("asof-unknown")).isEmpty();
    }

    @Test
    void onH2TheCommittedFoldSaysHowFarAndElsewhereTheStoreIsAsked() {
        summaries.save(summary("asof-far", 9));
        ProjectionCache committed = new ProjectionCache();
        ProjectionNotices unheard = new ProjectionNotices("jdbc:h2:mem:x", "", "", false, true, null,
                new ProjectionProgress(), committed); // nothing to hear on H2
        ProjectedCombatants alone = new ProjectedCombatants(dataSource, committed, unheard, "jdbc:h2:mem:x", false);
        ProjectedCombatants file = new ProjectedCombatants(dataSource, committed, unheard,
                "jdbc:h2:file:./data/x;DATABASE_TO_LOWER=TRUE;AUTO_SERVER=FALSE", false);
        ProjectedCombatants shared = new ProjectedCombatants(dataSource, committed, unheard,
                "jdbc:postgresql://127.0.0.1/ledger", false);
        ProjectedCombatants sharedFile = new ProjectedCombatants(dataSource, committed, unheard,
                "jdbc:h2:file:./data/x;AUTO_SERVER=TRUE", false);
        ProjectedCombatants clustered = new ProjectedCombatants(dataSource, committed, unheard, "jdbc:h2:mem:x", true);
        assertThat(List.of(alone.alone(), file.alone(), shared.alone(), sharedFile.alone(), clustered.alone()))
                .containsExactly(true, true, false, false, false);

        assertThat(alone.sequence("asof-far")).as("nothing folded here yet: the store").hasValue(9);
        committed.put("asof-far", new Projected(new EncounterDecider().initialState(), 4, 40));
        assertThat(alone.sequence("asof-far")).as("the only projector's committed fold").isEqualTo(OptionalLong.of(4));
        assertThat(shared.sequence("asof-far")).as("another node may have projected further").hasValue(9);
        assertThat(sharedFile.sequence("asof-far")).as("other processes on the file").hasValue(9);

        committed.committing(List.of("asof-far"));
        assertThat(alone.sequence("asof-far")).as("a commit of its rows under way: the store").hasValue(9);
        committed.settled(List.of("asof-far"));
        assertThat(alone.sequence("asof-far")).hasValue(4);
    }

    @Test
    void aResetOrARebuildStartsANewGenerationOfWhatWasRead() {
        ProjectionCache committed = new ProjectionCache();
        long first = committed.generation();
        committed.rewritten();
        long second = committed.generation();
        committed.clear();
        assertThat(List.of(first, second, committed.generation())).doesNotHaveDuplicates();
    }

    private static EncounterView summary(String id, long sequence) {
        return new EncounterView(id, id, "playtest", 1, "{}", "setup", 0, null, 1, sequence, sequence, null, "[]",
                null, "[]", null, null, 0);
    }

    private static CombatantView combatant(String encounter, String id, int ordinal) {
        return new CombatantView(encounter + ":" + id, encounter, id, ordinal, id, "party", 10, 10, 12, 30, "medium",
                "[]", null, null, true, false, null, null, "alive", 0, false, null, "[]", 0, "[]", null, null, null);
    }
}

package battleledger.ledger.projection;

import battleledger.ledger.json.KernelJson;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pcollections.TreePVector;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Issue 18: an empty list in a row is written without Jackson, as Jackson writes it. */
class RowJsonTest {

    private static final ObjectMapper JSON = KernelJson.newMapper();

    @Test
    @DisplayName("every kind of empty collection a row holds is written as Jackson writes it")
    void emptyCollectionsAreWrittenAsJacksonWritesThem() throws Exception {
        List<Collection<?>> empties = List.of(List.of(), new ArrayList<>(), Set.of(), new LinkedHashSet<>(),
                TreePVector.empty());
        for (Collection<?> empty : empties) {
            assertThat(BattleRows.json(empty)).as(empty.getClass().getName()).isEqualTo(JSON.writeValueAsString(empty));
        }
    }

    @Test
    @DisplayName("a collection with something in it is still Jackson's to write")
    void aNonEmptyCollectionIsJacksons() throws Exception {
        List<String> privy = List.of("ann", "bob");
        assertThat(BattleRows.json(privy)).isEqualTo(JSON.writeValueAsString(privy)).isEqualTo("[\"ann\",\"bob\"]");
    }
}

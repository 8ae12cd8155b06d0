package battleledger.ledger.api;

import battleledger.ledger.json.KernelJson;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The bounds a player reads once a creature hidden from it is taken off the grid. Found by a helper trying the
 * service: they were drawn around the walls, terrain, occupants and areas but not the heavily obscured cells, which
 * the same answer lists (and the GM's bounds hold), so an obscured cell at the edge lay outside the player's field.
 */
class GridBoundsTest {

    @Test
    void thePlayersBoundsHoldTheObscuredCellsTheGridLists() throws Exception {
        ObjectNode grid = (ObjectNode) KernelJson.newMapper().readTree("{\"walls\":[{\"x\":2,\"y\":2}],"
                + "\"difficult\":[],\"occupants\":[{\"combatant\":\"ann\",\"cells\":[{\"x\":1,\"y\":1}]}],"
                + "\"areas\":[],\"resolved\":[],\"obscured\":[{\"x\":7,\"y\":8}]}");
        assertThat(GridDisclosure.bounds(grid).toString())
                .isEqualTo("{\"minX\":-1,\"minY\":-1,\"maxX\":9,\"maxY\":10}");
    }
}

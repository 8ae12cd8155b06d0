package battleledger.kernel.battlefield;

import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.event.SpellEvent.AreaResolved;
import battleledger.kernel.event.SpellEvent.ConcentrationChecked;
import battleledger.kernel.event.SpellEvent.EffectMoved;
import battleledger.kernel.event.TurnEvent.SavingThrowMade;
import battleledger.kernel.event.VitalsEvent.DamageDealt;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Size;
import battleledger.kernel.model.Spot;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.battlefield.GridScenes.at;
import static battleledger.kernel.battlefield.GridScenes.onSquares;
import static battleledger.kernel.battlefield.GridScenes.path;
import static battleledger.kernel.battlefield.GridScenes.walls;
import static battleledger.kernel.support.Events.all;
import static battleledger.kernel.support.Events.first;
import static battleledger.kernel.support.Events.none;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Spells on a grid: an area's point within range, the cells and creatures it covers by the encounter's method
 * (003 › Areas of Effect; 000 › Template Method), walls stopping it (001 › Areas of Effect), cover from its point of
 * origin on a Dexterity save (003 › Cover), and emanations that follow the creature they are centred on.
 */
class GridSpellsTest {

    /** Wren at (0,10); goblins at (10,10), (12,10) and (13,10); one at (14,10) just outside; a kobold behind a wall
     * at (6,10); an ogre (Large) at (13,12). */
    static Scene goblinsAround(EncounterOptions.AreaMethod method) {
        return Scene.of(Creature.named("wren").wizard(5, "fireball", "cone-of-cold", "magic-missile").at(0, 10),
                        Creature.named("gob1").side("goblins").monster().hp(40).at(10, 10),
                        Creature.named("gob2").side("goblins").monster().hp(40).at(13, 10),
                        Creature.named("gob3").side("goblins").monster().hp(40).at(14, 10),
                        Creature.named("gob4").side("goblins").monster().hp(40).at(12, 10),
                        Creature.named("kobold").side("goblins").monster().hp(40).at(6, 10),
                        Creature.named("ogre").side("goblins").monster().hp(60).size(Size.LARGE).at(13, 12))
                .options(o -> o.withGrid(EncounterOptions.GridKind.SQUARES, method, false))
                .beforeCombat(walls(at(7, 9), at(7, 10), at(7, 11)));
    }

    static final CastSpell FIREBALL = new CastSpell("wren", "fireball", null, null, List.of(), new Spot(10, 10),
            null, false, null);

    @Test
    @DisplayName("003 › Areas of Effect: the fireball covers the cells at least half inside it, not those a wall "
            + "shields; the creatures on them are in it")
    void theFireballCatchesTheCreaturesOnItsCells() {
        // 8d6 of 3s: 24; the saves: gob1 5, gob4 5 fail; gob2 12 + 2 for half cover = 14 against 14: saved
        goblinsAround(EncounterOptions.AreaMethod.DMG).when(FIREBALL, 3, 3, 3, 3, 3, 3, 3, 3, 5, 12, 5)
                .then(events -> {
                    AreaResolved area = first(events, AreaResolved.class);
                    assertThat(area.method()).isEqualTo("dmg");
                    assertThat(area.creatures()).containsExactly("gob1", "gob2", "gob4");
                    assertThat(area.cells()).contains(at(10, 10), at(13, 10)).doesNotContain(at(14, 10), at(6, 10));
                    assertThat(area.shielded()).contains(at(6, 10));
                    List<SavingThrowMade> saves = all(events, SavingThrowMade.class);
                    assertThat(saves).extracting(SavingThrowMade::combatant).containsExactly("gob1", "gob2", "gob4");
                    assertThat(saves.get(1).roll().modifiers()).extracting(Modifier::source).contains(
                            "half cover: 2 of 4 lines blocked from the point of origin (10,10) to cell (13,10)");
                    assertThat(saves.get(1).roll().outcome()).isEqualTo("success");
                    assertThat(all(events, DamageDealt.class)).extracting(DamageDealt::amount)
                            .containsExactly(24, 12, 24);
                });
    }

    @Test
    @DisplayName("000 › Areas of Effect on a Grid › Template Method: any cell the template touches counts, so the same fireball reaches the ogre")
    void theTemplateMethodTakesInMore() {
        goblinsAround(EncounterOptions.AreaMethod.TEMPLATE).when(FIREBALL, 3, 3, 3, 3, 3, 3, 3, 3, 5, 5, 5, 5)
                .then(events -> assertThat(first(events, AreaResolved.class).creatures())
                        .containsExactly("gob1", "gob2", "gob4", "ogre"));
    }

    @Test
    @DisplayName("001 › Magic › Range: a point is as far as the nearest cell it is a corner of, whichever side of the"
            + " caster it lies: 150 feet reach 30 squares right and left alike, and not 31")
    void aPointsRangeIsTheSameOnEverySideOfTheCaster() {
        Scene s = onSquares(Creature.named("wren").wizard(5, "fireball").at(0, 0),
                Creature.named("gob").side("goblins").monster().hp(60).at(0, 20));
        for (Spot inRange : List.of(new Spot(31, 0), new Spot(-30, 0), new Spot(0, 31), new Spot(0, -30))) {
            s.when(new CastSpell("wren", "fireball", null, null, List.of(), inRange, null, false, null),
                            1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
                    .then(events -> assertThat(events).as(inRange.toString()).isNotEmpty());
        }
        for (Spot beyond : List.of(new Spot(32, 0), new Spot(-31, 0), new Spot(0, 32), new Spot(0, -31))) {
            s.when(new CastSpell("wren", "fireball", null, null, List.of(), beyond, null, false, null))
                    .thenRejectedWith("out-of-range");
        }
    }

    @Test
    @DisplayName("001 › Magic › Range: on a grid an area's point is chosen within range; the creatures follow from it")
    void anAreasPointMustBeInRangeAndNamesNoTargets() {
        Scene s = goblinsAround(EncounterOptions.AreaMethod.DMG);
        s.when(new CastSpell("wren", "fireball", null, null, List.of(), new Spot(40, 10), null, false, null))
                .thenRejectedWith("out-of-range");
        s.when(CastSpell.at("wren", "fireball", List.of("gob1"))).thenRejectedWith("targets-from-area");
        s.when(CastSpell.at("wren", "fireball", List.of())).thenRejectedWith("point-required");
        // the least int is no way round the limit (Math.abs of it is negative)
        s.when(new CastSpell("wren", "fireball", null, null, List.of(), new Spot(Integer.MIN_VALUE, 0), null, false,
                null)).thenRejectedWith("point-required");
    }

    @Test
    @DisplayName("001 › Magic › Areas of Effect: a cone starts at its caster's space and leaves the caster out")
    void aConeIsAimedFromTheCaster() {
        goblinsAround(EncounterOptions.AreaMethod.DMG)
                .when(new CastSpell("wren", "cone-of-cold", null, null, List.of(), new Spot(5, 11), null, false, null),
                        1, 1, 1, 1, 1, 1, 1, 1, 10)
                .then(events -> {
                    AreaResolved cone = first(events, AreaResolved.class);
                    assertThat(cone.area()).isEqualTo("60-ft cone");
                    assertThat(cone.creatures()).doesNotContain("wren").contains("kobold");
                });
    }

    @Test
    @DisplayName("000 › Template Method: a cone \"should extend out from the caster\": the goblin beside Wren in the"
            + " cone's direction is caught, the one diagonally behind its edge is not, by the half-a-square rule and the"
            + " template alike")
    void aConeCatchesTheCreatureBesideItsCaster() {
        for (EncounterOptions.AreaMethod method : List.of(EncounterOptions.AreaMethod.DMG,
                EncounterOptions.AreaMethod.TEMPLATE)) {
            Scene.of(Creature.named("wren").wizard(9, "cone-of-cold").at(0, 5),
                            Creature.named("gob1").side("goblins").monster().hp(60).at(1, 5),
                            Creature.named("gob2").side("goblins").monster().hp(60).at(1, 4))
                    .options(o -> o.withGrid(EncounterOptions.GridKind.SQUARES, method, false))
                    .when(new CastSpell("wren", "cone-of-cold", null, null, List.of(), new Spot(20, 5), null, false,
                            null), 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
                    .then(events -> assertThat(first(events, AreaResolved.class).creatures()).as(method.name())
                            .containsExactly("gob1"));
        }
    }

    @Test
    @DisplayName("001 › Magic › Spell Disruption › Spellcasting in Melee: on a grid, a hostile creature alongside calls for the check")
    void disruptionIsMeasuredOnTheGrid() {
        Scene s = onSquares(Creature.named("wren").wizard(5, "magic-missile").at(0, 0),
                Creature.named("orc").side("orcs").monster().sword("1d8").hp(30).at(1, 0),
                Creature.named("gob").side("orcs").monster().hp(30).at(6, 6));
        s.when(CastSpell.at("wren", "magic-missile", List.of("gob")), 15, 3)
                .then(events -> assertThat(first(events, ConcentrationChecked.class).success()).isTrue());
        s.when(CastSpell.at("wren", "magic-missile", List.of("orc")), 3)
                .then(events -> assertThat(none(events, ConcentrationChecked.class)).isTrue());
    }

    /** Devon at (0,0) casts silence; the kobold at (5,0) would cast magic missile. */
    static Scene silenceOnTheKobold(CastSpell silence) {
        return onSquares(Creature.named("devon").cleric(5, "silence").at(0, 0),
                        Creature.named("kobold").side("kobolds").monster().hp(30).wizard(5, "magic-missile").at(5, 0))
                .then(silence).then(new EndTurn("devon"));
    }

    @Test
    @DisplayName("002 › Sequences: a silence centred on the kobold moves with it")
    void aSilenceCentredOnACreatureFollowsIt() {
        Scene s = silenceOnTheKobold(CastSpell.at("devon", "silence", List.of("kobold")));
        s.when(CastSpell.at("kobold", "magic-missile", List.of("devon"))).thenRejectedWith("silenced");
        Scene away = s.then(Move.along("kobold", path(6, 0, 7, 0, 8, 0, 9, 0, 10, 0, 11, 0)));
        assertThat(away.state().battle().effects().get(0).point()).isEqualTo(new Spot(11, 0));
        s.when(Move.along("kobold", path(6, 0))).then(events ->
                assertThat(first(events, EffectMoved.class).point()).isEqualTo(new Spot(6, 0)));
        away.when(CastSpell.at("kobold", "magic-missile", List.of("devon"))).thenRejectedWith("silenced");
    }

    @Test
    @DisplayName("001 › Magic › Areas of Effect: a silence cast at a spot stays there; walking out of it, the kobold can cast")
    void aSilenceAtASpotStaysPut() {
        Scene s = silenceOnTheKobold(new CastSpell("devon", "silence", null, null, List.of(), new Spot(5, 0), null,
                false, null));
        s.when(CastSpell.at("kobold", "magic-missile", List.of("devon"))).thenRejectedWith("silenced");
        s.then(Move.along("kobold", path(6, 0, 7, 0, 8, 0, 9, 0, 10, 0)))
                .when(CastSpell.at("kobold", "magic-missile", List.of("devon")), 2)
                .then(events -> assertThat(all(events, DamageDealt.class)).hasSize(1));
    }
}

#!/usr/bin/env bash
# The Vitrine API with curl: a photo by URL, scene ideas, a generation sent with an idempotency key
# (safe to send again), then its status. Needs VITRINE_API_KEY (scopes read and generate) and jq.
#   VITRINE_URL=http://127.0.0.1:3000 VITRINE_API_KEY=vtr_live_… PHOTO_URL=https://… bash examples/curl.sh
set -euo pipefail
api="${VITRINE_URL:-http://127.0.0.1:3000}/api/v1"
auth=(-H "Authorization: Bearer ${VITRINE_API_KEY:?set VITRINE_API_KEY}")

photo=$(curl -sf "${auth[@]}" -H 'Content-Type: application/json' -H "Idempotency-Key: $(uuidgen)" \
  -d "{\"url\": \"${PHOTO_URL:?set PHOTO_URL}\"}" "$api/source-images" | jq -r .id)
echo "photo $photo"

idea=$(curl -sf "${auth[@]}" -H 'Content-Type: application/json' \
  -d "{\"sourceImageId\": \"$photo\", \"features\": \"Porcelain cup\", \"audience\": \"Coffee lovers\", \"language\": \"en\"}" \
  "$api/scenarios" | jq -r '[.scenarios[] | select(.locked | not)][0].id')

key=$(uuidgen)
body="{\"sourceImageId\": \"$photo\", \"scenarioId\": \"$idea\", \"settings\": {\"aspectRatio\": \"1:1\", \"quality\": \"low\", \"count\": 1, \"format\": \"png\", \"highlightProduct\": true, \"style\": \"studio\", \"timeOfDay\": \"natural\"}}"
generation=$(curl -sf "${auth[@]}" -H 'Content-Type: application/json' -H "Idempotency-Key: $key" -d "$body" "$api/generations" | jq -r .id)
# Sent again with the same key: the same generation, no second charge (Idempotent-Replayed: true).
curl -sf -o /dev/null -D - "${auth[@]}" -H 'Content-Type: application/json' -H "Idempotency-Key: $key" -d "$body" "$api/generations" | grep -i '^idempotent-replayed'

until status=$(curl -sf "${auth[@]}" "$api/generations/$generation" | jq -r .status) && [[ "$status" =~ ^(succeeded|partial|failed)$ ]]; do sleep 2; done
echo "generation $generation: $status"
